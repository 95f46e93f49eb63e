import { getLatestGpsEvent } from '@vigil/api-client'
import { POLLING_INTERVAL_MS } from '@vigil/domain'
import useSWR from 'swr'
import { serialPath, withPasscode } from './passcode.ts'

/** The 'Device is Online' card's fix: read once the device is online, polled every 5 s once the checklist loads. */
export function useLatestGps(serial: string, passcode: string, deviceOnline: boolean, checklistLoaded: boolean) {
  const { data } = useSWR(
    deviceOnline && serial && passcode ? ['checklist-gps', serial] : null,
    async () => (await getLatestGpsEvent(serialPath(serial), withPasscode(passcode)))[0] ?? null,
    {
      refreshInterval: checklistLoaded ? POLLING_INTERVAL_MS : 0,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onError: (error) => console.warn('Checklist GPS polling failed', error),
    },
  )
  return data ?? null
}
