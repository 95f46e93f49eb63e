import { openAlarmCount, titleWithAlarmCount } from '@vigil/domain'
import { useEffect, useRef } from 'react'
import { useAlarmDesk, useLiveAlarms } from '../../data/alarms.ts'
import { createAlarmSound } from './alarmSound.ts'

/**
 * On every agent screen: keeps the alarm desk's list live, beeps when an alarm is raised and puts the count of open
 * alarms in front of the tab title (kept there when a page sets its own title).
 */
export function AlarmWatch() {
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
    const apply = () => {
      const next = titleWithAlarmCount(document.title, open)
      if (next !== document.title) document.title = next
    }
    apply()
    const title = document.querySelector('title')
    const observer = title ? new MutationObserver(apply) : null
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true })
    return () => {
      observer?.disconnect()
      document.title = titleWithAlarmCount(document.title, 0)
    }
  }, [open])
  return null
}
