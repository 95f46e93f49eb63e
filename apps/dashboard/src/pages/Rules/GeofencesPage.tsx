import { usePageTitle } from '@vigil/app-kit'
import {
  type GeofenceInput,
  type GeofenceShape,
  geofenceErrors,
  newGeofence,
  type ScopeKind,
  scopeChoices,
  viewportAround,
} from '@vigil/domain'
import {
  type DrawMode,
  EmptyState,
  FleetMap,
  GeofenceEditor,
  GeofenceLayer,
  GeofenceList,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@vigil/ui'
import { useMemo, useState } from 'react'
import { useMapsApiKey } from '../../data/clients.ts'
import { useFleetMap } from '../../data/fleetMap.ts'
import { removeGeofence, saveGeofence, useGeofences } from '../../data/rules.ts'
import { SidePanelLayout } from './SidePanelLayout.tsx'
import { useEditor } from './useEditor.ts'

/** /agent/rules/geofences: the geofences on the fleet map, listed beside it, drawn or typed in the editor. */
export function GeofencesPage() {
  usePageTitle('Geofences')
  const fleet = useFleetMap()
  const geofences = useGeofences()
  const mapsApiKey = useMapsApiKey()
  const [drawing, setDrawing] = useState<DrawMode | null>(null)
  // The markers' states as the page opened: this page is about places, the live states are the Map tab's.
  const [now] = useState(() => new Date())
  // Where the map looks: the fleet at first, then the geofence opened or just saved (the map is placed anew).
  const [focus, setFocus] = useState<{ shape: GeofenceShape; key: number } | null>(null)
  const focusOn = (shape: GeofenceShape) => setFocus((last) => ({ shape, key: (last?.key ?? 0) + 1 }))
  const editor = useEditor({
    validate: geofenceErrors,
    save: async (id: number | null, input: GeofenceInput) => {
      const saved = await saveGeofence(id, input)
      focusOn(saved.shape)
      return saved
    },
    remove: removeGeofence,
    refresh: () => geofences.mutate(),
  })
  const choices = useMemo(() => scopeChoices(fleet.data?.vehicles ?? [], fleet.data?.companies ?? []), [fleet.data])
  const scopeName = (scope: ScopeKind, id: number) => choices[scope].find((choice) => choice.id === id)?.label
  const items = geofences.data?.items
  const draft = editor.editing?.value.shape ?? null
  const shapeRefused = Object.keys(editor.errors).some((field) => field.startsWith('shape'))

  return (
    // Not a landmark itself: the list beside it is the region named for the geofences, and two of one name confuse.
    <div>
      <VisuallyHidden as="h1" id="geofences-heading">
        Geofences
      </VisuallyHidden>
      <SidePanelLayout>
        <Stack $gap={2}>
          {fleet.error ? (
            <EmptyState title="The map could not load" description="Reload the page to try again." />
          ) : !fleet.data ? (
            <Spinner label="Loading the map" showLabel />
          ) : (
            <FleetMap
              key={focus?.key ?? 0}
              {...(focus ? { initialViewport: viewportAround(focus.shape) } : {})}
              vehicles={fleet.data.vehicles}
              now={now}
              apiKey={mapsApiKey}
              onOpenVehicle={() => {}}
              overlay={(view) => (
                <GeofenceLayer
                  view={view}
                  geofences={items ?? []}
                  editingId={editor.editing?.id ?? null}
                  draft={draft}
                  invalid={shapeRefused}
                  drawing={editor.editing ? drawing : null}
                  onDraw={(shape) => editor.editing && editor.change({ ...editor.editing.value, shape })}
                  onDrawEnd={() => setDrawing(null)}
                />
              )}
            />
          )}
        </Stack>
        <Stack $gap={4}>
          {editor.editing ? (
            <GeofenceEditor
              value={editor.editing.value}
              onChange={(value: GeofenceInput) => editor.change(value)}
              scopeChoices={choices}
              errors={editor.errors}
              formError={editor.formError}
              savedName={editor.editing.savedName}
              drawing={drawing}
              onDrawingChange={setDrawing}
              onSave={editor.submit}
              onCancel={editor.close}
              onDelete={editor.destroy}
              saving={editor.busy === 'saving'}
              deleting={editor.busy === 'deleting'}
            />
          ) : (
            <GeofenceList
              geofences={items}
              error={Boolean(geofences.error)}
              scopeName={scopeName}
              notice={editor.notice}
              onNew={() => editor.open(null, null, newGeofence('vehicle', choices.vehicle[0]?.id ?? 0))}
              onEdit={({ id, name, shape, scope, scopeId }) => {
                focusOn(shape)
                editor.open(id, name, { name, shape, scope, scopeId })
              }}
            />
          )}
        </Stack>
      </SidePanelLayout>
    </div>
  )
}
