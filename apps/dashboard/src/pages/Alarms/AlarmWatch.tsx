import { openAlarmCount } from '@vigil/domain'
import { useEffect, useRef } from 'react'
import { useAlarmDesk, useLiveAlarms } from '../../data/alarms.ts'
import { createAlarmSound } from './alarmSound.ts'

/**
 * On every agent screen: keeps the alarm desk's list live, beeps when an alarm is raised and reports the count of
 * open alarms (the Alarms tab shows it; the tab title stays '{area} | Vigil').
 */
export function AlarmWatch({ onOpenCount }: { onOpenCount: (open: number) => void }) {
  const sound = useRef<ReturnType<typeof createAlarmSound> | null>(null)
  useEffect(() => {
    sound.current = createAlarmSound()
    return () => sound.current?.dispose()
  }, [])
  useLiveAlarms((message) => {
    if (message.change === 'raised') sound.current?.play()
  })
  const { data } = useAlarmDesk()
  const open = openAlarmCount(data?.items ?? [])
  useEffect(() => {
    onOpenCount(open)
  }, [open, onOpenCount])
  return null
}
