import { usePageTitle } from '@vigil/app-kit'
import { type Alarm, type DispatchService, isAlarmOpen, sortAlarms } from '@vigil/domain'
import { AlarmCard, type AlarmStep, EmptyState, Spinner, Stack, VisuallyHidden, vars } from '@vigil/ui'
import { useCallback, useState } from 'react'
import styled from 'styled-components'
import { stepProblem, useAlarmDesk, useAlarmSteps } from '../../data/alarms.ts'

interface Working {
  alarmId: number
  step: AlarmStep
}

/**
 * /agent/alarms/all: the alarm desk (issue #21). Open alarms first, newest raised first, each with its response
 * clock and the steps left; then the latest resolved ones. Live: the layout's AlarmWatch merges every push.
 */
export function Alarms() {
  usePageTitle('Agent')
  const { data, isLoading } = useAlarmDesk()
  const steps = useAlarmSteps()
  const [working, setWorking] = useState<Working | null>(null)
  const [problems, setProblems] = useState<Record<number, { note?: string; step: string }>>({})
  const alarms = sortAlarms(data?.items ?? [])
  const open = alarms.filter(isAlarmOpen)
  const resolved = alarms.filter((alarm) => !isAlarmOpen(alarm))

  // The same handlers for every card (steps and setters are stable), so a push re-renders only its alarm's card.
  const run = useCallback(async (alarm: Alarm, step: AlarmStep, call: () => Promise<unknown>) => {
    setWorking({ alarmId: alarm.id, step })
    setProblems(({ [alarm.id]: _, ...rest }) => rest)
    try {
      await call()
    } catch (error) {
      setProblems((current) => ({ ...current, [alarm.id]: stepProblem(error) }))
    } finally {
      setWorking(null)
    }
  }, [])
  const onAcknowledge = useCallback(
    (alarm: Alarm) => void run(alarm, 'acknowledge', () => steps.acknowledge(alarm.id)),
    [run, steps],
  )
  const onDispatch = useCallback(
    (alarm: Alarm, service: DispatchService) => void run(alarm, service, () => steps.dispatch(alarm.id, service)),
    [run, steps],
  )
  const onResolve = useCallback(
    (alarm: Alarm, note: string) => void run(alarm, 'resolve', () => steps.resolve(alarm.id, note)),
    [run, steps],
  )
  const card = (alarm: Alarm) => (
    <AlarmCard
      key={alarm.id}
      alarm={alarm}
      busy={working?.alarmId === alarm.id ? working.step : null}
      error={problems[alarm.id]?.step || null}
      noteError={problems[alarm.id]?.note ?? null}
      onAcknowledge={onAcknowledge}
      onDispatch={onDispatch}
      onResolve={onResolve}
    />
  )

  return (
    <section aria-labelledby="alarms-heading">
      <VisuallyHidden as="h1" id="alarms-heading">
        Alarms
      </VisuallyHidden>
      {isLoading ? (
        <Spinner label="Loading alarms" showLabel />
      ) : (
        <Stack $gap={5}>
          <section aria-labelledby="open-alarms-heading">
            <Heading id="open-alarms-heading">Open alarms ({open.length})</Heading>
            {open.length === 0 ? <EmptyState title="No open alarms" /> : <Stack $gap={3}>{open.map(card)}</Stack>}
          </section>
          {resolved.length > 0 ? (
            <section aria-labelledby="resolved-alarms-heading">
              <Heading id="resolved-alarms-heading">Resolved</Heading>
              <Stack $gap={3}>{resolved.map(card)}</Stack>
            </section>
          ) : null}
        </Stack>
      )}
    </section>
  )
}

const Heading = styled.h2`
  margin: 0 0 ${vars.space3};
  font-size: ${vars.fontSizeLg};
`
