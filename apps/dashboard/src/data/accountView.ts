import {
  downloadVehicleHistory,
  getUsers,
  getVehicleHistory,
  getVehicles,
  resendPasswordCreationLink,
  updateDriver,
  updateUser,
} from '@vigil/api-client'
import {
  accountHolderFilter,
  type ContactDetailsPayload,
  odata,
  PAGE_SIZE,
  vehicleHistoryFileName,
} from '@vigil/domain'
import useSWR from 'swr'

/** The account holder of View account: GET Users filtered by role Account-Holder and the id (spec §7). */
export function useAccountHolder(clientId: number) {
  const params = { $filter: accountHolderFilter(clientId) }
  return useSWR(['/Users', params], async () => (await getUsers(params)).items[0] ?? null)
}

/** The holder's vehicles with their drivers, subscription plan and device; a vehicle list pushes merge into. */
export function useHolderVehicles(clientId: number) {
  const params = { $filter: odata.vehicles.eq('userId', clientId), $pagesize: PAGE_SIZE }
  return useSWR(['/Vehicles', params], () => getVehicles(params))
}

/** POST Users/ResendPasswordCreationLink. */
export const resendCreatePasswordLink = (userId: number) => resendPasswordCreationLink({ userId })

export const RESEND_LINK_MESSAGES = {
  sent: 'Password creation link resent successfully.',
  failed: 'Failed to resend password creation link.',
} as const

/** PUT Users/{id} or PUT Drivers/{id}: the edited email and phone. */
export const saveContactDetails = (kind: 'holder' | 'driver', id: number, values: ContactDetailsPayload) =>
  kind === 'holder' ? updateUser(id, values) : updateDriver(id, values)

/** GET Vehicles/{id}/History, newest first. */
export function useVehicleHistory(vehicleId: number) {
  const params = { $orderby: odata.history.orderBy(['dateTime', 'desc']) }
  return useSWR(['/Vehicles/History', vehicleId, params], () => getVehicleHistory(vehicleId, params))
}

/** GET Vehicles/{id}/History/Csv saved as Vehicle-{id}-history.csv; a failure is only logged (spec §8). */
export async function saveHistoryCsv(vehicleId: number): Promise<void> {
  try {
    const csv = await downloadVehicleHistory(vehicleId)
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
    const link = document.createElement('a')
    link.href = url
    link.download = vehicleHistoryFileName(vehicleId)
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  } catch (error) {
    console.error('Downloading the vehicle history failed', error)
  }
}
