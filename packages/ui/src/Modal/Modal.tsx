import type { ReactNode } from 'react'
import { Button as AriaButton, Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'
import { CloseIcon } from '../icons/index.ts'
import { media, vars } from '../theme/index.ts'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space4};
  background: ${vars.colorOverlay};
`

const Surface = styled(AriaModal)<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 2 * ${vars.space4});
  overflow: auto;
  background: ${vars.colorSurface};
  border-radius: ${vars.radiusLg};
  box-shadow: ${vars.elevation3};
  outline: none;
  ${media.mobile} {
    max-width: 100%;
  }
`

const Body = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  padding: ${vars.space5};
  outline: none;
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space3};
`

const Title = styled(Heading)`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
`

const Close = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin: -${vars.space2} -${vars.space2} 0 0;
  border: none;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: ${vars.colorText};
  cursor: pointer;
  outline: none;
  &[data-hovered] { background: ${vars.colorSurfaceSunken}; }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space2};
`

export interface ModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  children: ReactNode
  /** Action buttons at the bottom, e.g. Clear / OK. */
  footer?: ReactNode
  /** Close on Escape and outside clicks (default); turn off while a request runs. */
  isDismissable?: boolean
  closeLabel?: string
  width?: number
  role?: 'dialog' | 'alertdialog'
}

/** Dialog in a modal overlay: focus is trapped and restored, Escape closes, the title names the dialog. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  closeLabel = 'Close',
  width = 560,
  role = 'dialog',
}: ModalProps) {
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Surface $width={width}>
        <Body role={role}>
          <Header>
            <Title slot="title">{title}</Title>
            <Close aria-label={closeLabel} onPress={() => onOpenChange(false)}>
              <CloseIcon />
            </Close>
          </Header>
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Body>
      </Surface>
    </Overlay>
  )
}
