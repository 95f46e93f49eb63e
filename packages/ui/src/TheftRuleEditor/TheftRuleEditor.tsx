import {
  type FieldErrors,
  type RuleKind,
  type RuleParameterName,
  ruleKindLabel,
  ruleParameterDefaults,
  ruleParameterLabel,
  ruleParameterNames,
  ruleScheduleUse,
  type Schedule,
  type ScopeChoice,
  type ScopeKind,
  SETTABLE_RULE_KINDS,
  type TheftRuleInput,
  WEEKDAYS,
  type Weekday,
  WORKING_HOURS,
} from '@vigil/domain'
import { useId } from 'react'
import { Button } from '../Button/index.ts'
import { Checkbox } from '../Checkbox/index.ts'
import { EditorFieldset, EditorForm, EditorHelp, FieldRow } from '../EditorForm/index.ts'
import { ErrorMessage } from '../FieldError/index.ts'
import { Inline } from '../layout/index.ts'
import { NumberField } from '../NumberField/index.ts'
import { Select } from '../Select/index.ts'
import { Switch } from '../Switch/index.ts'
import { TextField } from '../TextField/index.ts'

export interface TheftRuleEditorProps {
  value: TheftRuleInput
  onChange: (value: TheftRuleInput) => void
  scopeChoices: Record<ScopeKind, readonly ScopeChoice[]>
  /** The geofences a leaves/enters rule can watch. */
  geofences: readonly { id: number; name: string }[]
  /** Per-field messages keyed as the request body names them ('parameters.speedKph', 'schedule.0.to'...). */
  errors?: FieldErrors
  formError?: string | null
  /** The saved name when editing one; null for a new rule. */
  savedName?: string | null
  onSave: () => void
  onCancel: () => void
  onDelete?: () => void
  saving?: boolean
  deleting?: boolean
}

/**
 * A theft rule's form: what it watches, for whom, its settings (only those its kind reads) and the hours the event
 * is allowed, when the kind has them. Each refusal shows under the field it names.
 */
export function TheftRuleEditor({
  value,
  onChange,
  scopeChoices,
  geofences,
  errors = {},
  formError = null,
  savedName = null,
  onSave,
  onCancel,
  onDelete,
  saving = false,
  deleting = false,
}: TheftRuleEditorProps) {
  const scheduleUse = ruleScheduleUse(value.kind)
  const setParameter = (name: RuleParameterName, number: number) =>
    onChange({ ...value, parameters: { ...value.parameters, [name]: number } })

  return (
    <EditorForm
      title={savedName ? `Edit ${savedName}` : 'New theft rule'}
      formError={formError}
      onSubmit={onSave}
      value={value}
      onChange={onChange}
      nameDescription="Said on the alarm desk, e.g. 'Leaves home at night'."
      scopeChoices={scopeChoices}
      errors={errors}
      actions={{
        noun: 'rule',
        savedName,
        saving,
        deleting,
        onCancel,
        onDelete,
        deleteConsequence: 'The rule is deleted; the alarms it raised stay on the desk.',
      }}
    >
      <Select
        label="Raise an alarm when the vehicle"
        options={SETTABLE_RULE_KINDS.map((kind) => ({ id: kind, label: ruleKindLabel[kind].toLowerCase() }))}
        selectedKey={value.kind}
        onSelectionChange={(kind) => {
          if (!kind) return
          // Moving outside hours has no meaning without hours: offer working hours to start from.
          const needsHours = ruleScheduleUse(kind as RuleKind) === 'required' && !value.schedule
          onChange({ ...value, kind: kind as RuleKind, ...(needsHours ? { schedule: WORKING_HOURS } : {}) })
        }}
        errorMessage={errors.kind}
      />
      {ruleParameterNames[value.kind].map((name) =>
        name === 'geofenceId' ? (
          <Select
            key={name}
            label={ruleParameterLabel.geofenceId}
            placeholder={geofences.length === 0 ? 'Draw a geofence first' : 'Choose a geofence'}
            options={geofences.map((geofence) => ({ id: String(geofence.id), label: geofence.name }))}
            selectedKey={value.parameters.geofenceId ? String(value.parameters.geofenceId) : null}
            onSelectionChange={(id) => setParameter('geofenceId', Number(id ?? 0))}
            errorMessage={errors['parameters.geofenceId']}
          />
        ) : (
          <NumberField
            key={name}
            label={ruleParameterLabel[name]}
            decimals={0}
            value={value.parameters[name] ?? ruleParameterDefaults[name]}
            onChange={(number) => setParameter(name, number)}
            errorMessage={errors[`parameters.${name}`]}
          />
        ),
      )}
      {scheduleUse === 'none' ? null : (
        <ScheduleFields
          schedule={value.schedule}
          required={scheduleUse === 'required'}
          errors={errors}
          onChange={(schedule) => onChange({ ...value, schedule })}
        />
      )}
      <Switch isSelected={value.enabled} onChange={(enabled) => onChange({ ...value, enabled })}>
        Rule on
      </Switch>
    </EditorForm>
  )
}

interface ScheduleFieldsProps {
  schedule: Schedule | null
  required: boolean
  errors: FieldErrors
  onChange: (schedule: Schedule | null) => void
}

/** The allowed hours: a day and a stretch of time per row; the rule fires outside them. */
function ScheduleFields({ schedule, required, errors, onChange }: ScheduleFieldsProps) {
  const errorId = useId()
  const windows = schedule ?? []
  const setWindow = (index: number, change: Partial<Schedule[number]>) =>
    onChange(windows.map((window, n) => (n === index ? { ...window, ...change } : window)))
  return (
    <EditorFieldset aria-describedby={errors.schedule ? errorId : undefined}>
      <legend>Allowed hours</legend>
      {required ? (
        <EditorHelp>The rule fires when the vehicle moves outside these hours (Johannesburg time).</EditorHelp>
      ) : (
        <Checkbox isSelected={schedule !== null} onChange={(on) => onChange(on ? WORKING_HOURS : null)}>
          Only outside allowed hours (otherwise watched all the time)
        </Checkbox>
      )}
      {errors.schedule ? <ErrorMessage id={errorId}>{errors.schedule}</ErrorMessage> : null}
      {schedule === null
        ? null
        : windows.map((window, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row of hours is identified by its place in the list
            <FieldRow $min="7rem" key={index}>
              <Select
                label={`Day ${index + 1}`}
                options={WEEKDAYS.map((day) => ({ id: day, label: day }))}
                selectedKey={window.weekday}
                onSelectionChange={(weekday) => weekday && setWindow(index, { weekday: weekday as Weekday })}
                errorMessage={errors[`schedule.${index}.weekday`]}
              />
              <TextField
                label={`From ${index + 1}`}
                placeholder="HH:MM"
                value={window.from}
                onChange={(from) => setWindow(index, { from })}
                errorMessage={errors[`schedule.${index}.from`]}
              />
              <TextField
                label={`To ${index + 1}`}
                placeholder="HH:MM"
                value={window.to}
                onChange={(to) => setWindow(index, { to })}
                errorMessage={errors[`schedule.${index}.to`]}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove hours ${index + 1}`}
                onPress={() => onChange(windows.filter((_, n) => n !== index))}
              >
                Remove
              </Button>
            </FieldRow>
          ))}
      {schedule === null ? null : (
        <Inline>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => onChange([...windows, { weekday: 'Sat', from: '08:00', to: '17:00' }])}
          >
            Add hours
          </Button>
        </Inline>
      )}
    </EditorFieldset>
  )
}
