import { PAGE_SIZE, SEARCH_MIN_CHARACTERS } from '../constants.ts'
import { allOf, odata } from './odata.ts'

const { devices } = odata

export interface DeviceListQuery {
  $filter?: string
  $orderby: string
  $pagesize: number
}

/** GET /Devices: trackers whose serial contains the text (every tracker when it is blank), by serial. */
export const deviceListQuery = (text: string, { freeOnly = false } = {}): DeviceListQuery => {
  const needle = text.trim()
  const $filter = allOf(freeOnly && devices.eq('VehicleId', 0), needle && devices.contains('SerialNumber', needle))
  return { ...($filter ? { $filter } : {}), $orderby: devices.orderBy(['SerialNumber', 'asc']), $pagesize: PAGE_SIZE }
}

/** The free-device search (no vehicle linked; 0 means none): null until the text is 3 characters long. */
export const freeDeviceQuery = (text: string): DeviceListQuery | null =>
  text.trim().length >= SEARCH_MIN_CHARACTERS ? deviceListQuery(text, { freeOnly: true }) : null
