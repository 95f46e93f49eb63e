import { startOfDayInSouthAfrica } from '../format/dates.ts'
import { allOf, odata } from '../lists/odata.ts'
import type { AuditAction } from './types.ts'

const { audit } = odata

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50

/** The audit screen's filters, as typed; an empty one does not filter. */
export interface AuditFilters {
  /** Part of the actor's or the affected user's name or email. */
  person: string
  /** Part of a registration number. */
  vehicle: string
  action: AuditAction | ''
  /** Days in South Africa (YYYY-MM-DD; shown dd/mm/yyyy), both days included. */
  from: string
  to: string
}

export const NO_AUDIT_FILTERS: AuditFilters = { person: '', vehicle: '', action: '', from: '', to: '' }

export interface AuditListQuery {
  $filter?: string
  $orderby: string
  $pagesize: number
  $pageindex: number
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * The OData $filter for the filters (shared by the list and its CSV download), or undefined for none. Days are South
 * Africa's, whatever the browser's zone, as the listed times are.
 */
export const auditFilter = (filters: AuditFilters): string | undefined => {
  const person = filters.person.trim()
  const vehicle = filters.vehicle.trim()
  return allOf(
    person && audit.containsAny(['actorName', 'actorEmail', 'userName', 'userEmail', 'subject'], person),
    vehicle && audit.contains('vehicleRegistration', vehicle),
    filters.action && audit.eq('action', filters.action),
    isDate(filters.from) && audit.ge('on', startOfDayInSouthAfrica(filters.from)),
    isDate(filters.to) && audit.lt('on', startOfDayInSouthAfrica(nextDay(filters.to))),
  )
}

/** GET /AuditEntries for one page of the audit screen, newest first. */
export const auditListQuery = (filters: AuditFilters, pageIndex = 0): AuditListQuery => {
  const $filter = auditFilter(filters)
  return {
    ...($filter ? { $filter } : {}),
    $orderby: audit.orderBy(['on', 'desc']),
    $pagesize: AUDIT_PAGE_SIZE,
    $pageindex: pageIndex,
  }
}
