import { checklistPasscodeMessages as texts } from '@vigil/domain'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { Card } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface ChecklistPasscodePanelProps {
  /** The passcode just rotated to, shown this once; null before a rotation. */
  passcode: string | null
  busy?: boolean
  /** Why the last rotation failed. */
  error?: string | null
  onRotate: () => void
}

/** The Admin's control that replaces the installation checklist's passcode, showing the new one once. */
export function ChecklistPasscodePanel({
  passcode,
  busy = false,
  error = null,
  onRotate,
}: ChecklistPasscodePanelProps) {
  return (
    <Card as="section" aria-labelledby="checklist-passcode-heading">
      <Column>
        <Heading id="checklist-passcode-heading">{texts.title}</Heading>
        <Text>{texts.explanation}</Text>
        {passcode ? (
          <Alert tone="success" title={texts.newPasscode}>
            <Passcode aria-label={texts.newPasscode}>{passcode}</Passcode>
            <Text>{texts.shownOnce}</Text>
          </Alert>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Button onPress={onRotate} isPending={busy} pendingLabel={texts.rotating}>
            {texts.rotate}
          </Button>
        </div>
      </Column>
    </Card>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
`

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
`

const Passcode = styled.code`
  display: block;
  font-size: ${vars.fontSizeLg};
  overflow-wrap: anywhere;
  user-select: all;
`
