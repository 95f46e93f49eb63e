export { AuditEntryList, type AuditEntryListProps } from './AuditEntryList.tsx'
export { AuditTrail, type AuditTrailProps, type AuditTrailState } from './AuditTrail.tsx'
