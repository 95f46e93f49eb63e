import { describeShape, type Geofence, type ScopeKind, scopeKindLabel } from '@vigil/domain'
import { Button } from '../Button/index.ts'
import { EditableList, ItemDetail, ItemName, ItemText } from '../EditableList/index.ts'

export interface GeofenceListProps {
  /** Undefined while loading. */
  geofences: readonly Geofence[] | undefined
  error?: boolean
  /** The vehicle's, holder's or company's name for a scope, as the person knows it. */
  scopeName: (scope: ScopeKind, scopeId: number) => string | undefined
  editingId?: number | null
  onEdit: (geofence: Geofence) => void
  onNew: () => void
  /** What was last saved or deleted, e.g. 'Home saved.'. */
  notice?: string | null
}

/** The geofences a person keeps, by name: shape, whom each is for, and an Edit button each. */
export function GeofenceList({
  geofences,
  error,
  scopeName,
  editingId = null,
  onEdit,
  onNew,
  notice,
}: GeofenceListProps) {
  return (
    <EditableList
      title="Geofences"
      newLabel="New geofence"
      onNew={onNew}
      notice={notice}
      items={geofences}
      error={error}
      itemKey={(geofence) => geofence.id}
      currentKey={editingId}
      emptyTitle="No geofences yet"
      emptyDescription="Draw one on the map: a circle round a home, a polygon round a depot."
      renderItem={(geofence) => (
        <>
          <ItemText>
            <ItemName>{geofence.name}</ItemName>
            <ItemDetail>
              {describeShape(geofence.shape)} · {scopeKindLabel[geofence.scope]}:{' '}
              {scopeName(geofence.scope, geofence.scopeId) ?? `#${geofence.scopeId}`}
            </ItemDetail>
          </ItemText>
          <Button variant="secondary" size="sm" aria-label={`Edit ${geofence.name}`} onPress={() => onEdit(geofence)}>
            Edit
          </Button>
        </>
      )}
    />
  )
}
