import {
  alertAura,
  alertCapitalAir,
  apiClient,
  changeLinkedDevice,
  getCommand,
  getUsers,
  getVehicles,
  linkDeviceFree,
  lockVehicle,
  reactivateDevice,
  unlockVehicle,
} from '@vigil/api-client'
import { failureText } from '@vigil/app-kit'
import {
  type ClientSortOption,
  clientListQuery,
  DEFAULT_LIST_SORT,
  type LockAction,
  odata,
  PAGE_SIZE,
  vehiclesOfClientsFilter,
} from '@vigil/domain'
import { useRef } from 'react'
import useSWR, { type Key, preload } from 'swr'

export type { AccountHolder } from '@vigil/domain'
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

/** GET /Vehicles for the holders on a page: its cache key and parameters, null without holders. */
const pageVehiclesRequest = (userIds: readonly number[]) => {
  const filter = vehiclesOfClientsFilter(userIds)
  if (!filter) return null
  const params = {
    $filter: filter,
    $pagesize: PAGE_SIZE,
    $orderby: odata.vehicles.orderBy(['createdOnDateTime', 'desc']),
  }
  return { key: ['/Vehicles', params] as const, fetch: () => getVehicles(params) }
}

/** The vehicles of the holders on the page, in one call; the cache entry hub pushes merge into. */
export function usePageVehicles(userIds: readonly number[]) {
  const request = pageVehiclesRequest(userIds)
  return useSWR(request?.key ?? null, () => request?.fetch() ?? null, { keepPreviousData: true })
}

/**
 * Asks for the clients list's first page, and its holders' vehicles the moment it answers, into the cache the page
 * reads: called on sign-in, so both arrive while the page's code loads and the page draws with its data, instead of
 * its first render asking for the holders and the holders' render asking for their vehicles.
 */
export function preloadClientPage(searchText = '', sort: ClientSortOption = DEFAULT_LIST_SORT, pageIndex = 0) {
  const params = clientListQuery(searchText, sort, pageIndex)
  return preload(['/Users', params], async () => {
    const page = await getUsers(params)
    const vehicles = pageVehiclesRequest(page.items.map((holder) => holder.id))
    if (vehicles) preload(vehicles.key, vehicles.fetch)
    return page
  })
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

/** POST /Vehicles/{id}/AlertAura (armed response) or /AlertCapitalAir (air ambulance). */
export const raiseAlert = (vehicleId: number, provider: 'Aura' | 'CapitalAir') =>
  provider === 'Aura' ? alertAura(vehicleId) : alertCapitalAir(vehicleId)

/** The alert's failure text: the server's message (spec §8). */
export const alertFailureText = (error: unknown) => failureText(error, 'Failed to send alert', { withTitle: true })

/** POST /Vehicles/{id}/ReactivateDevice. */
export const reactivateVehicleDevice = (vehicleId: number) => reactivateDevice(vehicleId)

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
export const deviceChangeFailureText = (error: unknown): string =>
  failureText(error, 'Failed to change device', { withTitle: true })
