import {
  type Alarm,
  type AlarmList,
  ApiError,
  acknowledgeAlarm,
  dispatchAlarm,
  getGetAlarmsKey,
  resolveAlarm,
  useGetAlarms,
} from '@vigil/api-client'
import { failureText, useCacheMerge, useHubMessage } from '@vigil/app-kit'
import { type AlarmMessage, type DispatchService, mergeAlarmMessage, odata } from '@vigil/domain'
import { useCallback, useMemo } from 'react'
import { type Key, useSWRConfig } from 'swr'

/** The desk's list: open alarms first (newest raised first), then the latest resolved ones. */
const DESK_QUERY = { $orderby: odata.alarms.orderBy(['open', 'desc'], ['raisedOn', 'desc']), $pagesize: 50 } as const

const isClientListKey = (key: Key) => Array.isArray(key) && key[0] === '/Users'
const isAlarmListKey = (key: Key) => Array.isArray(key) && key[0] === getGetAlarmsKey()[0]

export const useAlarmDesk = () => useGetAlarms(DESK_QUERY)

/**
 * Every alarm push merged into the cached alarm lists without a refetch, so the desk, the tab title and every other
 * screen read one state. `onPush` hears each push too (the sound).
 */
export function useLiveAlarms(onPush?: (message: AlarmMessage) => void) {
  const mergeIntoCache = useCacheMerge()
  const { mutate } = useSWRConfig()
  useHubMessage('AlarmMessage', (message) => {
    // The vehicle cards merge the alarm themselves (useLiveVehicles); the clients list's alert and its 'Active alerts'
    // order are the server's to answer again.
    if (message.change === 'raised' || message.change === 'resolved') void mutate(isClientListKey)
    mergeIntoCache<AlarmList>(isAlarmListKey, (list) => {
      const known = list.items.some((alarm) => alarm.id === message.alarm.id)
      return {
        ...list,
        items: mergeAlarmMessage(list.items, message),
        totalCount: list.totalCount + (known ? 0 : 1),
      }
    })
    onPush?.(message)
  })
}

/** The answer of a step merged at once (the push follows; both carry the same alarm). */
export function useAlarmSteps() {
  const mergeIntoCache = useCacheMerge()
  const merged = useCallback(
    (alarm: Alarm) => {
      mergeIntoCache<AlarmList>(isAlarmListKey, (list) => ({
        ...list,
        items: mergeAlarmMessage(list.items, { change: 'acknowledged', alarm }),
      }))
      return alarm
    },
    [mergeIntoCache],
  )
  return useMemo(
    () => ({
      acknowledge: async (alarmId: number) => merged(await acknowledgeAlarm(alarmId)),
      dispatch: async (alarmId: number, service: DispatchService) => merged(await dispatchAlarm(alarmId, { service })),
      resolve: async (alarmId: number, note: string) => merged(await resolveAlarm(alarmId, { note })),
    }),
    [merged],
  )
}

/** What the agent reads when a step was refused: the note's own message, or the problem's detail. */
export const stepProblem = (error: unknown): { note?: string; step: string } => {
  if (error instanceof ApiError) {
    const note = error.errors.note?.[0]
    if (note) return { note, step: '' }
  }
  return { step: failureText(error, 'The alarm could not be updated. Please try again.', { withTitle: true }) }
}
