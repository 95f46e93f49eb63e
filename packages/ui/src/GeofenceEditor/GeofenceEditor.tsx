import type { FieldErrors, GeofenceInput, GeofenceShape, Position, ScopeChoice, ScopeKind } from '@vigil/domain'
import { useId } from 'react'
import { Button } from '../Button/index.ts'
import { EditorFieldset, EditorForm, EditorHelp, FieldRow } from '../EditorForm/index.ts'
import { ErrorMessage } from '../FieldError/index.ts'
import type { DrawMode } from '../FleetMap/index.ts'
import { Inline, Stack } from '../layout/index.ts'
import { NumberField } from '../NumberField/index.ts'
import { Select } from '../Select/index.ts'

export interface GeofenceEditorProps {
  value: GeofenceInput
  onChange: (value: GeofenceInput) => void
  /** Whom it can be for: the vehicles, account holders and companies the person sees. */
  scopeChoices: Record<ScopeKind, readonly ScopeChoice[]>
  /** Per-field messages keyed as the request body names them ('shape.radiusMeters', 'shape.points.2'...). */
  errors?: FieldErrors
  /** A failure that belongs to no field. */
  formError?: string | null
  /** The saved name when editing one; null for a new geofence. */
  savedName?: string | null
  /** The map draws the shape while this is set. */
  drawing: DrawMode | null
  onDrawingChange: (mode: DrawMode | null) => void
  onSave: () => void
  onCancel: () => void
  onDelete?: () => void
  saving?: boolean
  deleting?: boolean
}

const NO_POSITION: Position = { latitudeDegrees: Number.NaN, longitudeDegrees: Number.NaN }

/** The shape a person switches to: a circle keeps the polygon's first corner as its centre. */
function switchShape(shape: GeofenceShape, type: GeofenceShape['type']): GeofenceShape {
  if (shape.type === type) return shape
  if (type === 'circle')
    return {
      type,
      centre: shape.type === 'polygon' ? (shape.points[0] ?? NO_POSITION) : NO_POSITION,
      radiusMeters: 100,
    }
  return { type, points: [] }
}

const drawingHelp: Record<DrawMode, string> = {
  circle: 'On the map, press at the centre and drag to the edge.',
  polygon: 'On the map, click each corner in turn; click the first corner again to close the polygon.',
}

/**
 * Names a geofence, says whom it is for and takes its shape: drawn on the map beside it, or typed (a centre and a
 * radius, or corners by their coordinates), so a keyboard does all of it. Each refusal shows under what it names.
 */
export function GeofenceEditor({
  value,
  onChange,
  scopeChoices,
  errors = {},
  formError = null,
  savedName = null,
  drawing,
  onDrawingChange,
  onSave,
  onCancel,
  onDelete,
  saving = false,
  deleting = false,
}: GeofenceEditorProps) {
  const headingId = useId()
  const { shape } = value
  const setShape = (next: GeofenceShape) => onChange({ ...value, shape: next })
  const setCorner = (index: number, corner: Position) =>
    shape.type === 'polygon' &&
    setShape({ ...shape, points: shape.points.map((point, n) => (n === index ? corner : point)) })

  return (
    <EditorForm
      title={savedName ? `Edit ${savedName}` : 'New geofence'}
      formError={formError}
      onSubmit={() => {
        onDrawingChange(null)
        onSave()
      }}
      value={value}
      onChange={onChange}
      nameDescription="For example 'Home' or 'Depot'."
      scopeChoices={scopeChoices}
      errors={errors}
      actions={{
        noun: 'geofence',
        savedName,
        saving,
        deleting,
        onCancel: () => {
          onDrawingChange(null)
          onCancel()
        },
        onDelete,
        deleteConsequence:
          'The geofence is deleted. A geofence a rule still watches is kept until the rule is deleted.',
      }}
    >
      <Select
        label="Shape"
        options={[
          { id: 'circle', label: 'Circle' },
          { id: 'polygon', label: 'Polygon' },
        ]}
        selectedKey={shape.type}
        onSelectionChange={(type) => {
          if (!type) return
          onDrawingChange(null)
          setShape(switchShape(shape, type as GeofenceShape['type']))
        }}
      />
      <Stack $gap={2}>
        <Inline $gap={2}>
          <Button
            variant="secondary"
            onPress={() => {
              if (drawing) return onDrawingChange(null)
              // A new drawing starts afresh: a polygon's corners are clicked from the first.
              if (shape.type === 'polygon') setShape({ type: 'polygon', points: [] })
              onDrawingChange(shape.type)
            }}
          >
            {drawing ? 'Stop drawing' : `Draw the ${shape.type} on the map`}
          </Button>
        </Inline>
        <EditorHelp aria-live="polite">
          {drawing
            ? `${drawingHelp[drawing]}${shape.type === 'polygon' ? ` ${shape.points.length} corners so far.` : ''}`
            : 'Or type the coordinates below.'}
        </EditorHelp>
      </Stack>
      {shape.type === 'circle' ? (
        <EditorFieldset>
          <legend>Circle</legend>
          <FieldRow>
            <NumberField
              label="Centre latitude"
              value={shape.centre.latitudeDegrees}
              onChange={(latitudeDegrees) => setShape({ ...shape, centre: { ...shape.centre, latitudeDegrees } })}
              errorMessage={errors['shape.centre']}
            />
            <NumberField
              label="Centre longitude"
              value={shape.centre.longitudeDegrees}
              onChange={(longitudeDegrees) => setShape({ ...shape, centre: { ...shape.centre, longitudeDegrees } })}
            />
          </FieldRow>
          <NumberField
            label="Radius (metres)"
            decimals={0}
            value={shape.radiusMeters}
            onChange={(radiusMeters) => setShape({ ...shape, radiusMeters })}
            errorMessage={errors['shape.radiusMeters']}
          />
        </EditorFieldset>
      ) : (
        <EditorFieldset aria-describedby={errors['shape.points'] ? `${headingId}-points` : undefined}>
          <legend>Corners</legend>
          {errors['shape.points'] ? (
            <ErrorMessage id={`${headingId}-points`}>{errors['shape.points']}</ErrorMessage>
          ) : null}
          {shape.points.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a corner is identified by its place in the order
            <FieldRow key={index}>
              <NumberField
                label={`Corner ${index + 1} latitude`}
                value={point.latitudeDegrees}
                onChange={(latitudeDegrees) => setCorner(index, { ...point, latitudeDegrees })}
                errorMessage={errors[`shape.points.${index}`]}
              />
              <NumberField
                label={`Corner ${index + 1} longitude`}
                value={point.longitudeDegrees}
                onChange={(longitudeDegrees) => setCorner(index, { ...point, longitudeDegrees })}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove corner ${index + 1}`}
                onPress={() => setShape({ ...shape, points: shape.points.filter((_, n) => n !== index) })}
              >
                Remove
              </Button>
            </FieldRow>
          ))}
          <Inline>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => setShape({ ...shape, points: [...shape.points, NO_POSITION] })}
            >
              Add a corner
            </Button>
          </Inline>
        </EditorFieldset>
      )}
    </EditorForm>
  )
}
