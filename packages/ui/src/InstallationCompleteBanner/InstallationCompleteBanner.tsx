import { autoLockButtonLabel, installationCompletedText } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { CheckIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

export interface InstallationCompleteBannerProps {
  installationId: number
  /** Auto-lock was enabled successfully. */
  autoLockEnabled: boolean
  /** The enable call is in flight. */
  enabling?: boolean
  /** e.g. 'Error: Failed to enable auto-lock'. */
  error?: string | null
  onEnableAutoLock?: () => void
}

/** Shown once the installation has a completion date, with the button that makes sure auto-lock is on. */
export function InstallationCompleteBanner({
  installationId,
  autoLockEnabled,
  enabling = false,
  error = null,
  onEnableAutoLock,
}: InstallationCompleteBannerProps) {
  const titleId = useId()
  return (
    <Root aria-labelledby={titleId}>
      <Heading id={titleId}>
        <CheckIcon size={28} />
        {installationCompletedText(installationId)}
      </Heading>
      <div>
        <Button
          variant={autoLockEnabled ? 'secondary' : 'primary'}
          isDisabled={autoLockEnabled}
          isPending={enabling}
          onPress={onEnableAutoLock}
        >
          {autoLockButtonLabel(autoLockEnabled)}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </Root>
  )
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space3};
  padding: ${vars.space5};
  border-radius: ${vars.radiusLg};
  border: 2px solid ${vars.colorSuccess};
  background: ${vars.colorSuccessSurface};
`

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  margin: 0;
  font-size: ${vars.fontSizeXl};
  color: ${vars.colorSuccess};
`
