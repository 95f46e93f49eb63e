import { ROUTES } from '@vigil/domain'
import { Navigate, useParams } from 'react-router-dom'
import { GeofencesPage } from './GeofencesPage.tsx'
import { TheftRulesPage } from './TheftRulesPage.tsx'

/**
 * /agent/rules/geofences and /agent/rules/theft-rules: one route and one chunk for the Rules area (each route the
 * dashboard adds costs /login bytes in the route table, and /login is at its budget); anything else goes to the first.
 */
export function RulesArea() {
  const { area } = useParams()
  if (area === 'geofences') return <GeofencesPage />
  if (area === 'theft-rules') return <TheftRulesPage />
  return <Navigate to={ROUTES.geofences} replace />
}
