import {
  channelOn,
  type FieldErrors,
  NOTIFICATION_KIND_ROWS,
  type NotificationPreferences,
  PERSON_CHANNELS,
  notificationsPageTexts as texts,
  withChannel,
} from '@vigil/domain'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { Checkbox } from '../Checkbox/index.ts'
import { ErrorMessage } from '../FieldError/index.ts'
import { VisuallyHidden } from '../layout/index.ts'
import { SaveRow, SettingsSection, SmallPrint } from '../SettingsSection/index.ts'
import { Switch } from '../Switch/index.ts'
import { TextField } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

export interface NotificationSettingsProps {
  /** The person's saved choices; the form starts from them. */
  preferences: NotificationPreferences
  busy?: boolean
  /** The server's per-field messages, keyed as the payload is ('quietHours', 'quietHours.from', 'channels.SOS.0'). */
  errors?: FieldErrors
  /** How the last save went. */
  outcome?: 'saved' | 'failed' | null
  onSave: (preferences: NotificationPreferences) => void
}

const DEFAULT_QUIET = { from: '22:00', to: '06:00' }

/** A person's channels per alarm kind (email, SMS, web push) and their quiet hours, saved together. */
export function NotificationSettings({
  preferences,
  busy = false,
  errors = {},
  outcome = null,
  onSave,
}: NotificationSettingsProps) {
  const [draft, setDraft] = useState(preferences)
  const [quietOn, setQuietOn] = useState(preferences.quietHours !== null)
  const [quiet, setQuiet] = useState(preferences.quietHours ?? DEFAULT_QUIET)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({ channels: draft.channels, quietHours: quietOn ? quiet : null })
  }
  const channelErrors = Object.entries(errors).filter(([key]) => key.startsWith('channels'))
  return (
    <SettingsSection title={texts.mySettings} explanation={texts.mySettingsExplanation}>
      <form onSubmit={submit} noValidate aria-label={texts.mySettings}>
        <Column>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{texts.kindColumn}</th>
                  {PERSON_CHANNELS.map((channel) => (
                    <th scope="col" key={channel}>
                      {texts.channelLabels[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_KIND_ROWS.map(({ kind, label }) => (
                  <tr key={kind}>
                    <th scope="row">{label}</th>
                    {PERSON_CHANNELS.map((channel) => (
                      <td key={channel}>
                        <Checkbox
                          aria-label={`${texts.channelLabels[channel]}: ${label}`}
                          isSelected={channelOn(draft, kind, channel)}
                          onChange={(on) => setDraft((current) => withChannel(current, kind, channel, on))}
                        >
                          <VisuallyHidden>{texts.channelLabels[channel]}</VisuallyHidden>
                        </Checkbox>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          {channelErrors.map(([key, message]) => (
            <ErrorMessage key={key}>{message}</ErrorMessage>
          ))}
          <Column>
            <Switch isSelected={quietOn} onChange={setQuietOn}>
              {texts.quietHours}
            </Switch>
            <SmallPrint>{texts.quietHoursExplanation}</SmallPrint>
            {quietOn ? (
              <Times>
                <TextField
                  label={texts.quietFrom}
                  name="quietHours.from"
                  value={quiet.from}
                  onChange={(from) => setQuiet((current) => ({ ...current, from }))}
                  placeholder="22:00"
                  errorMessage={errors['quietHours.from'] ?? errors.quietHours}
                />
                <TextField
                  label={texts.quietTo}
                  name="quietHours.to"
                  value={quiet.to}
                  onChange={(to) => setQuiet((current) => ({ ...current, to }))}
                  placeholder="06:00"
                  errorMessage={errors['quietHours.to']}
                />
              </Times>
            ) : null}
          </Column>
          <SaveRow busy={busy} outcome={outcome} />
        </Column>
      </form>
    </SettingsSection>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const TableScroll = styled.div`
  overflow-x: auto;
`

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  th,
  td {
    padding: ${vars.space2};
    border-bottom: 1px solid ${vars.colorBorder};
    text-align: left;
  }
  thead th {
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextMuted};
    font-weight: ${vars.fontWeightMedium};
  }
  tbody th {
    font-weight: ${vars.fontWeightMedium};
    white-space: nowrap;
  }
`

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space3};
  & > * {
    flex: 0 1 10rem;
  }
`
