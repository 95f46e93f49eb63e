import {
  ApiError,
  alertAura,
  alertCapitalAir,
  apiClient,
  changeLinkedDevice,
  getCommand,
  getDevices,
  getUsers,
  getVehicles,
  linkDeviceFree,
  lockVehicle,
  reactivateDevice,
  unlockVehicle,
} from '@vigil/api-client'
import {
  type ClientSortOption,
  clientListQuery,
  type LockAction,
  PAGE_SIZE,
  SEARCH_MIN_CHARACTERS,
  vehiclesOfClientsFilter,
} from '@vigil/domain'
import { useRef } from 'react'
import useSWR, { type Key } from 'swr'

export type AccountHolder = Awaited<ReturnType<typeof getUsers>>['items'][number]
export type ClientVehicle = Awaited<ReturnType<typeof getVehicles>>['items'][number]
export type VehicleList = Awaited<ReturnType<typeof getVehicles>>

/**
 * One page of the clients list, searched and sorted by the server. Each keystroke is its own request: SWR keeps the
 * last page on screen (`keepPreviousData`) until the answer for the newest text arrives, and answers for older text
 * never replace it (each is cached under its own text). The request for the text before is aborted, so neither the
 * browser nor the server (which then skips its statements) spends time on an answer nobody will see.
 */
export function useClientPage(searchText: string, sort: ClientSortOption, pageIndex: number) {
  const params = clientListQuery(searchText, sort, pageIndex)
  const inFlight = useRef<{ query: string; request: AbortController } | null>(null)
  return useSWR(
    ['/Users', params],
    () => {
      const query = JSON.stringify(params)
      // Only another page's request is superseded; a revalidation of this page keeps its first request.
      if (inFlight.current && inFlight.current.query !== query) inFlight.current.request.abort()
      const request = new AbortController()
      inFlight.current = { query, request }
      return getUsers(params, { signal: request.signal })
    },
    { keepPreviousData: true },
  )
}

/** The vehicles of the holders on the page, in one call; the cache entry hub pushes merge into. */
export function usePageVehicles(userIds: readonly number[]) {
  const filter = vehiclesOfClientsFilter(userIds)
  const params = filter ? { $filter: filter, $pagesize: PAGE_SIZE, $orderby: 'createdOnDateTime desc' } : null
  return useSWR(params ? ['/Vehicles', params] : null, () => getVehicles(params ?? {}), { keepPreviousData: true })
}

/** Every cached vehicle list (the clients page's and the account view's): where live pushes are merged. */
export const isVehicleListKey = (key: Key): boolean => Array.isArray(key) && key[0] === '/Vehicles'

/** The Maps API key from the runtime settings; null without one (the kit's map fallback shows). */
export function useMapsApiKey(): string | null {
  const { data } = useSWR('appsettings.json', () => apiClient().settings())
  return data?.googleMapsApiKey || null
}

/** PUT /Vehicles/{id}/Lock or /Unlock: the command's id and first state (queued or sent). */
export const sendLockCommand = (vehicleId: number, action: LockAction) =>
  action === 'Lock' ? lockVehicle(vehicleId) : unlockVehicle(vehicleId)

/** GET /Commands/{id}: a command's state, after a reconnect may have hidden its pushes. */
export const commandState = (commandId: string) => getCommand(commandId)

/** The server's words for a refused request (the interlock's detail), or a fallback. */
export const refusalText = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) {
    const body = error.body as { message?: string } | null
    return error.detail || body?.message || error.title || fallback
  }
  return fallback
}

/** POST /Vehicles/{id}/AlertAura (armed response) or /AlertCapitalAir (air ambulance). */
export const raiseAlert = (vehicleId: number, provider: 'Aura' | 'CapitalAir') =>
  provider === 'Aura' ? alertAura(vehicleId) : alertCapitalAir(vehicleId)

/** The alert's failure text: the server's message (spec §8). */
export const alertFailureText = (error: unknown) => refusalText(error, 'Failed to send alert')

/** POST /Vehicles/{id}/ReactivateDevice. */
export const reactivateVehicleDevice = (vehicleId: number) => reactivateDevice(vehicleId)

/** Free devices whose serial contains the text (from 3 characters; 50 results, by serial). */
export function useFreeDevices(text: string) {
  const needle = text.trim()
  const params =
    needle.length >= SEARCH_MIN_CHARACTERS
      ? {
          $filter: `VehicleId eq 0 and contains(SerialNumber,'${needle.replaceAll("'", "''")}')`,
          $pagesize: PAGE_SIZE,
          $orderby: 'SerialNumber asc',
        }
      : null
  return useSWR(params ? ['/Devices', params] : null, () => getDevices(params ?? {}), { keepPreviousData: true })
}

/** Change the linked device, or link a free one when the vehicle has none. */
export const linkDevice = (
  vehicle: Pick<ClientVehicle, 'id' | 'deviceSerialNumber' | 'nickname'>,
  newDeviceSerialNumber: string,
) =>
  vehicle.deviceSerialNumber
    ? changeLinkedDevice(vehicle.id, {
        currentDeviceSerialNumber: vehicle.deviceSerialNumber,
        newDeviceSerialNumber,
        vehicleNickname: vehicle.nickname,
      })
    : linkDeviceFree(vehicle.id, { deviceSerialNumber: newDeviceSerialNumber, vehicleNickname: vehicle.nickname })

/** The device change failure text (spec §8): the server's message, the status text, or 'Failed to change device'. */
export const deviceChangeFailureText = (error: unknown): string => {
  if (error instanceof ApiError) {
    const body = error.body as { message?: string } | null
    return error.detail || body?.message || error.title || 'Failed to change device'
  }
  return 'Failed to change device'
}
