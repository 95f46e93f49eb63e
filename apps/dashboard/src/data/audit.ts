import { downloadAuditEntries, getAuditEntries, getVehicleAuditEntries } from '@vigil/api-client'
import { type AuditFilters, auditFilter, auditListQuery, odata } from '@vigil/domain'
import useSWR from 'swr'

/** GET /AuditEntries: one page of the audit screen for the filters, newest first (Admin only). */
export function useAuditEntries(filters: AuditFilters, pageIndex: number) {
  const params = auditListQuery(filters, pageIndex)
  return useSWR(['/AuditEntries', params], () => getAuditEntries(params), { keepPreviousData: true })
}

/** GET /Vehicles/{id}/AuditEntries: the newest actions on one vehicle, for its history page. */
export function useVehicleAuditEntries(vehicleId: number) {
  const params = { $orderby: odata.audit.orderBy(['on', 'desc']) }
  return useSWR(['/Vehicles/AuditEntries', vehicleId, params], () => getVehicleAuditEntries(vehicleId, params))
}

/** GET /AuditEntries/Csv with the screen's filters, saved as audit-trail.csv; a failure is only logged. */
export async function saveAuditCsv(filters: AuditFilters): Promise<void> {
  try {
    const $filter = auditFilter(filters)
    const csv = await downloadAuditEntries($filter ? { $filter } : {})
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'audit-trail.csv'
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  } catch (error) {
    console.error('Downloading the audit trail failed', error)
  }
}
