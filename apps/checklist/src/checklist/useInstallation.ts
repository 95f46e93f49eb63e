import { getInstallation } from '@vigil/api-client'
import { installationLoadError, POLLING_INTERVAL_MS } from '@vigil/domain'
import useSWR from 'swr'
import { withPasscode } from './passcode.ts'

export type LoadedInstallation = Awaited<ReturnType<typeof getInstallation>>

/**
 * The installation once looked up. It is reloaded after every change, and while step 5 waits for lock or unlock it is
 * polled like the step's events; SWR revalidates it when the connection comes back.
 */
export function useInstallation(installationId: number | null, passcode: string, polling: boolean) {
  const key = installationId !== null && passcode ? ['checklist-installation', installationId] : null
  const { data, error, isLoading, mutate } = useSWR(
    key,
    async () => {
      const installation = await getInstallation(installationId!, withPasscode(passcode))
      if (installationLoadError(installation)) throw new Error(installationLoadError(installation)!)
      return installation
    },
    {
      refreshInterval: polling ? POLLING_INTERVAL_MS : 0,
      shouldRetryOnError: false,
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  )
  return { installation: data ?? null, error, isLoading, reload: mutate }
}
