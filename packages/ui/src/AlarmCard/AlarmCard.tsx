import {
  type Alarm,
  alarmKindLabel,
  type DispatchService,
  formatClock,
  formatCoordinates,
  formatDateTime,
  responseClock,
} from '@vigil/domain'
import { type FormEvent, memo, useId, useState } from 'react'
import styled from 'styled-components'
import { useNow } from '../Age/index.ts'
import { Button } from '../Button/index.ts'
import { FieldError } from '../FieldError/index.ts'
import { Card, FactList } from '../layout/index.ts'
import { TextField } from '../TextField/index.ts'
import { media, vars } from '../theme/index.ts'

/** The step an agent asked for that is still on its way to the API. */
export type AlarmStep = 'acknowledge' | DispatchService | 'resolve'

export interface AlarmCardProps {
  alarm: Alarm
  /** Pins the response clock's time (stories, tests); the shared one-second clock otherwise. */
  now?: Date
  busy?: AlarmStep | null
  /** Why the last step failed (e.g. another agent resolved it first). */
  error?: string | null
  /** The message under the note field when the note was refused. */
  noteError?: string | null
  // Each handler is told the alarm, so a list passes the same handlers to every card (and cards re-render only when
  // their alarm changes).
  onAcknowledge?(alarm: Alarm): void
  onDispatch?(alarm: Alarm, service: DispatchService): void
  onResolve?(alarm: Alarm, note: string): void
}

interface ResponseClockProps {
  alarm: Alarm
  since: 'raised' | 'acknowledged'
  now?: Date | undefined
  label: string
}

/** The response clock: only it re-renders every second, not the card. */
function ResponseClock({ alarm, since, now, label }: ResponseClockProps) {
  const clock = responseClock(alarm, useNow(now))
  const seconds = since === 'raised' ? clock.sinceRaised : clock.sinceAcknowledged
  if (seconds === null) return null
  return <Clock aria-label={label}>{formatClock(seconds)}</Clock>
}

const statusTone: Record<Alarm['status'], { ink: string; surface: string }> = {
  Open: { ink: vars.colorAlert, surface: vars.colorDangerSurface },
  Acknowledged: { ink: vars.colorWarning, surface: vars.colorWarningSurface },
  Dispatched: { ink: vars.colorPrimary, surface: vars.colorInfoSurface },
  Resolved: { ink: vars.colorSuccess, surface: vars.colorSuccessSurface },
}

const by = (name: string | null) => (name ? ` by ${name}` : '')

/**
 * One alarm on the desk: what the device or rule raised (the rule named, with its evidence), on which vehicle,
 * whose, where and when; the response clock; and the steps still open to the agent (acknowledge, send armed
 * response or an air ambulance, resolve with a note).
 */
export const AlarmCard = memo(function AlarmCard({
  alarm,
  now,
  busy = null,
  error,
  noteError,
  onAcknowledge,
  onDispatch,
  onResolve,
}: AlarmCardProps) {
  const titleId = useId()
  const [note, setNote] = useState('')
  const [resolving, setResolving] = useState(false)
  // The refused note's message stays until the note is edited (a field marked invalid would block the next submit).
  const [refusedNote, setRefusedNote] = useState<string | null>(null)
  const [seenNoteError, setSeenNoteError] = useState(noteError)
  if (noteError !== seenNoteError) {
    setSeenNoteError(noteError)
    setRefusedNote(noteError ? note : null)
  }
  const open = alarm.status !== 'Resolved'
  const vehicle = [alarm.registrationNumber, alarm.nickname].filter(Boolean).join(' · ')
  const submitNote = (event: FormEvent) => {
    event.preventDefault()
    onResolve?.(alarm, note)
  }
  return (
    <Root as="article" aria-labelledby={titleId} $open={open} data-alarm-id={alarm.id}>
      <Head>
        <Kind $open={open}>{alarmKindLabel[alarm.kind]}</Kind>
        <Status $tone={alarm.status}>{alarm.status}</Status>
        {alarm.reportCount > 1 ? <Muted>{alarm.reportCount} reports</Muted> : null}
      </Head>
      <Title id={titleId}>{vehicle}</Title>
      <Facts>
        <div>
          <dt>Rule</dt>
          <dd>{alarm.ruleName}</dd>
        </div>
        {alarm.evidence ? (
          <div>
            <dt>Evidence</dt>
            <dd>{alarm.evidence}</dd>
          </div>
        ) : null}
        <div>
          <dt>Vehicle</dt>
          <dd>{[alarm.make, alarm.model].filter(Boolean).join(' ') || '—'}</dd>
        </div>
        <div>
          <dt>Account holder</dt>
          <dd>
            {alarm.accountHolderName} ·{' '}
            <a href={`tel:${alarm.accountHolderPhone.replace(/\s/g, '')}`}>{alarm.accountHolderPhone}</a>
          </dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>
            {alarm.latitudeDegrees !== null && alarm.longitudeDegrees !== null
              ? formatCoordinates(alarm.latitudeDegrees, alarm.longitudeDegrees)
              : 'Not known'}
          </dd>
        </div>
        <div>
          <dt>Raised</dt>
          <dd>
            {formatDateTime(alarm.raisedOn)} ·{' '}
            <ResponseClock alarm={alarm} since="raised" now={now} label="Time since raised" />
          </dd>
        </div>
        {alarm.acknowledgedOn ? (
          <div>
            <dt>Acknowledged</dt>
            <dd>
              {formatDateTime(alarm.acknowledgedOn)}
              {by(alarm.acknowledgedBy)}
              {' · '}
              <ResponseClock alarm={alarm} since="acknowledged" now={now} label="Time since acknowledged" />
            </dd>
          </div>
        ) : null}
        {alarm.armedResponseOn ? (
          <div>
            <dt>Armed response</dt>
            <dd>
              Sent {formatDateTime(alarm.armedResponseOn)}
              {by(alarm.armedResponseBy)}
            </dd>
          </div>
        ) : null}
        {alarm.airAmbulanceOn ? (
          <div>
            <dt>Air ambulance</dt>
            <dd>
              Sent {formatDateTime(alarm.airAmbulanceOn)}
              {by(alarm.airAmbulanceBy)}
            </dd>
          </div>
        ) : null}
        {alarm.resolvedOn ? (
          <div>
            <dt>Resolved</dt>
            <dd>
              {formatDateTime(alarm.resolvedOn)}
              {by(alarm.resolvedBy)}
              {alarm.resolutionNote ? <Note>{alarm.resolutionNote}</Note> : null}
            </dd>
          </div>
        ) : null}
      </Facts>
      {error ? <FieldError>{error}</FieldError> : null}
      {open ? (
        <Actions>
          {!alarm.acknowledgedOn ? (
            <Button
              isPending={busy === 'acknowledge'}
              isDisabled={busy !== null}
              onPress={() => onAcknowledge?.(alarm)}
            >
              Acknowledge
            </Button>
          ) : null}
          {!alarm.armedResponseOn ? (
            <Button
              variant="danger"
              isPending={busy === 'armed-response'}
              isDisabled={busy !== null}
              onPress={() => onDispatch?.(alarm, 'armed-response')}
            >
              Send armed response
            </Button>
          ) : null}
          {!alarm.airAmbulanceOn ? (
            <Button
              variant="secondary"
              isPending={busy === 'air-ambulance'}
              isDisabled={busy !== null}
              onPress={() => onDispatch?.(alarm, 'air-ambulance')}
            >
              Send air ambulance
            </Button>
          ) : null}
          {!resolving ? (
            <Button variant="ghost" isDisabled={busy !== null} onPress={() => setResolving(true)}>
              Resolve…
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {open && resolving ? (
        <ResolveForm onSubmit={submitNote} aria-label={`Resolve the alarm on ${alarm.registrationNumber}`}>
          <TextField
            label="Resolution note"
            value={note}
            onChange={setNote}
            errorMessage={noteError && refusedNote === note ? noteError : undefined}
            autoFocus
          />
          <Actions>
            <Button type="submit" isPending={busy === 'resolve'} isDisabled={busy !== null}>
              Resolve alarm
            </Button>
            <Button variant="ghost" isDisabled={busy !== null} onPress={() => setResolving(false)}>
              Cancel
            </Button>
          </Actions>
        </ResolveForm>
      ) : null}
    </Root>
  )
})

const Root = styled(Card)<{ $open: boolean }>`
  display: grid;
  gap: ${vars.space2};
  border-left: 4px solid ${({ $open }) => ($open ? vars.colorAlert : vars.colorBorder)};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
`

const Kind = styled.span<{ $open: boolean }>`
  font-weight: ${vars.fontWeightBold};
  color: ${({ $open }) => ($open ? vars.colorAlert : vars.colorTextMuted)};
`

const Status = styled.span<{ $tone: Alarm['status'] }>`
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
  color: ${({ $tone }) => statusTone[$tone].ink};
  background: ${({ $tone }) => statusTone[$tone].surface};
  border: 1px solid ${({ $tone }) => statusTone[$tone].ink};
`

const Muted = styled.span`
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

// Label beside value on a desk, label above value on a phone.
const Facts = styled(FactList).attrs({ $labelSize: 'inherit', $gap: `${vars.space1} ${vars.space3}` } as const)`
  grid-template-columns: max-content 1fr;
  & > div {
    display: contents;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    & dd {
      margin-bottom: ${vars.space1};
    }
  }
`

const Clock = styled.strong`
  font-variant-numeric: tabular-nums;
`

const Note = styled.span`
  display: block;
  margin-top: ${vars.space1};
  font-style: italic;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`

const ResolveForm = styled.form`
  display: grid;
  gap: ${vars.space2};
`
