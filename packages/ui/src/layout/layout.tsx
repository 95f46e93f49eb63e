import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media, vars } from '../theme/index.ts'

type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7

const space = (step: Space) => `var(--space-${step})`

/** Vertical flow with an even gap. */
export const Stack = styled.div<{ $gap?: Space; $align?: 'start' | 'center' | 'end' | 'stretch' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  min-width: 0;
`

/** Horizontal row that wraps; `$justify="between"` pushes the ends apart. */
export const Inline = styled.div<{
  $gap?: Space
  $justify?: 'start' | 'center' | 'end' | 'between'
  $align?: 'start' | 'center' | 'end' | 'baseline'
  $wrap?: boolean
}>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap = 2 }) => space($gap)};
  align-items: ${({ $align = 'center' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  justify-content: ${({ $justify = 'start' }) =>
    $justify === 'between' ? 'space-between' : $justify === 'center' ? 'center' : `flex-${$justify}`};
  min-width: 0;
`

const CARD_SURFACES = {
  default: vars.colorSurface,
  highlight: vars.colorHighlight,
  sunken: vars.colorSurfaceSunken,
  info: vars.colorInfoSurface,
} as const

/**
 * The surface every card sits on: its border, corners and shadow are written here only (a card with a coloured edge
 * or a wider corner extends it and adds just that).
 */
export const Card = styled.section<{ $padding?: Space; $tone?: keyof typeof CARD_SURFACES; $raised?: boolean }>`
  background: ${({ $tone = 'default' }) => CARD_SURFACES[$tone]};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  box-shadow: ${({ $raised = true }) => ($raised ? vars.elevation1 : 'none')};
  padding: ${({ $padding = 4 }) => space($padding)};
  min-width: 0;
`

const PageRoot = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space5} ${vars.space5} ${vars.space7};
  ${media.mobile} {
    padding: ${vars.space4} ${vars.space3} ${vars.space6};
  }
`

const PageTitle = styled.h1`
  margin: 0 0 ${vars.space4};
  font-size: ${vars.fontSizeXl};
  font-weight: ${vars.fontWeightBold};
`

export interface PageProps {
  /** The page heading, rendered as the only `h1`. */
  title?: ReactNode
  /** Controls shown beside the title, e.g. a back button. */
  actions?: ReactNode
  children: ReactNode
}

/** The page container: centred content column with an optional heading row. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <PageRoot>
      {title || actions ? (
        <Inline $justify="between" $gap={3}>
          {title ? <PageTitle>{title}</PageTitle> : <span />}
          {actions}
        </Inline>
      ) : null}
      {children}
    </PageRoot>
  )
}

/** Visually hidden text that screen readers still read. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`
