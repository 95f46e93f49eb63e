import { notificationsPageTexts as texts } from '@vigil/domain'
import { type FormEvent, useState } from 'react'
import { FactList, Stack } from '../layout/index.ts'
import { SaveRow, SettingsSection } from '../SettingsSection/index.ts'
import { TextField } from '../TextField/index.ts'

export interface EscalationSettingsProps {
  /** The company's minutes as saved. */
  minutes: number
  busy?: boolean
  /** The server's message for the minutes field. */
  error?: string | undefined
  outcome?: 'saved' | 'failed' | null
  onSave: (minutes: number) => void
}

/** A company's escalation: minutes an alarm may stay unacknowledged, and the group told after them. */
export function EscalationSettings({ minutes, busy = false, error, outcome = null, onSave }: EscalationSettingsProps) {
  const [draft, setDraft] = useState(String(minutes))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Whatever was typed goes to the server, whose per-field answer names the allowed range.
    onSave(Number(draft.trim()))
  }
  return (
    <SettingsSection title={texts.escalation} explanation={texts.escalationExplanation}>
      <form onSubmit={submit} noValidate aria-label={texts.escalation}>
        <Stack $gap={3}>
          <TextField
            label={texts.escalationMinutes}
            name="minutes"
            inputMode="numeric"
            value={draft}
            onChange={setDraft}
            errorMessage={error}
          />
          <FactList>
            <div>
              <dt>{texts.nextGroup}</dt>
              <dd>{texts.nextGroupName}</dd>
            </div>
          </FactList>
          <SaveRow busy={busy} outcome={outcome} />
        </Stack>
      </form>
    </SettingsSection>
  )
}
