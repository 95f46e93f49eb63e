import { getVehicleHistory, getVehicleRoute } from '@vigil/api-client'
import { allOf, odata, type ReplayDay, replayDayWindow } from '@vigil/domain'
import useSWR from 'swr'

/** GET Vehicles/{id}/Route?day=: the day's GPS reports and SOS presses by device time (columns). */
export function useVehicleRoute(vehicleId: number, day: ReplayDay) {
  return useSWR(['/Vehicles/Route', vehicleId, day], () => getVehicleRoute(vehicleId, { day }))
}

/** The most history entries a day's replay places on the route (the API's largest page). */
const DAY_ENTRIES = 500

/** GET Vehicles/{id}/History filtered to the South African day, oldest first: what happened on the route. */
export function useDayHistory(vehicleId: number, day: ReplayDay) {
  const { from, to } = replayDayWindow(day)
  const params = {
    $filter: allOf(odata.history.ge('dateTime', from), odata.history.lt('dateTime', to)),
    $orderby: odata.history.orderBy(['dateTime', 'asc']),
    $pagesize: DAY_ENTRIES,
  }
  return useSWR(['/Vehicles/History', vehicleId, params], () => getVehicleHistory(vehicleId, params))
}
