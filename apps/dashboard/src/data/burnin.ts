import { ApiError, type BurnInAck, createBurnInClient, getDevices } from '@vigil/api-client'
import {
  type BurnInAlertingOperation,
  burnInAlertMessage,
  burnInFetchError,
  deviceListQuery,
  SEARCH_MIN_CHARACTERS,
} from '@vigil/domain'

export const burnIn = createBurnInClient()

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status || 500 : 500)

/** Runs a burn-in command and answers the alert text spec §8 gives (the runner's message, a default, or a failure). */
export async function burnInCommand(
  operation: BurnInAlertingOperation,
  call: () => Promise<BurnInAck>,
  retry?: { testType: string; unitSerialNumber: string },
): Promise<{ ok: boolean; message: string }> {
  try {
    const ack = await call()
    return { ok: true, message: burnInAlertMessage(operation, { status: 200, message: ack.message }, retry) }
  } catch (error) {
    console.error(`Burn-in: ${operation} failed`, error)
    return { ok: false, message: burnInAlertMessage(operation, { status: statusOf(error) }, retry) }
  }
}

/** Fetches results or stations; a failure answers the spec's text instead of throwing. */
export async function burnInFetch<T>(
  operation: 'getResults' | 'getStations',
  call: () => Promise<T>,
): Promise<{ data: T } | { error: string }> {
  try {
    return { data: await call() }
  } catch (error) {
    console.error(`Burn-in: ${operation} failed`, error)
    return { error: burnInFetchError(operation, { status: statusOf(error) }) ?? '' }
  }
}

/** Registered trackers whose serial contains the typed text (3 characters or more). */
export async function searchTrackers(text: string): Promise<string[]> {
  if (text.trim().length < SEARCH_MIN_CHARACTERS) return []
  const answer = await getDevices(deviceListQuery(text))
  return answer.items.map((device) => device.serialNumber)
}
