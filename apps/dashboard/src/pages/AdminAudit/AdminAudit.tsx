import { usePageTitle, useSession } from '@vigil/app-kit'
import { AUDIT_PAGE_SIZE, type AuditFilters, NO_AUDIT_FILTERS, ROUTES, roleCan } from '@vigil/domain'
import { AuditTrail } from '@vigil/ui'
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { saveAuditCsv, useAuditEntries } from '../../data/audit.ts'

/** /admin/audit: who did what, to which vehicle or account, when and from where (issue #27; Admins only). */
export function AdminAudit() {
  usePageTitle('Audit trail')
  const { session } = useSession()
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [pageIndex, setPageIndex] = useState(0)
  const [exporting, setExporting] = useState(false)
  const page = useAuditEntries(filters, pageIndex)
  if (!roleCan(session?.userRole, 'audit.read')) return <Navigate to={ROUTES.agent} replace />

  const exportCsv = async () => {
    setExporting(true)
    await saveAuditCsv(filters)
    setExporting(false)
  }

  return (
    <AuditTrail
      state={page.error ? 'error' : page.data ? 'ready' : 'loading'}
      errorDetail={page.error instanceof Error ? page.error.message : undefined}
      entries={page.data?.items ?? []}
      totalCount={page.data?.totalCount ?? 0}
      pageIndex={page.data?.pageIndex ?? pageIndex}
      pageSize={AUDIT_PAGE_SIZE}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next)
        setPageIndex(0)
      }}
      onPageChange={setPageIndex}
      onExport={exportCsv}
      exporting={exporting}
    />
  )
}
