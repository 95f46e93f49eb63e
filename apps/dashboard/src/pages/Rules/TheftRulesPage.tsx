import { usePageTitle } from '@vigil/app-kit'
import {
  newTheftRule,
  ruleErrors,
  ruleForKind,
  type ScopeKind,
  scopeChoices,
  type TheftRule,
  type TheftRuleInput,
} from '@vigil/domain'
import { Alert, Stack, TheftRuleEditor, TheftRuleList, VisuallyHidden } from '@vigil/ui'
import { useMemo, useState } from 'react'
import { useFleetMap } from '../../data/fleetMap.ts'
import { removeTheftRule, saveTheftRule, useGeofences, useTheftRules } from '../../data/rules.ts'
import { SidePanelLayout } from './SidePanelLayout.tsx'
import { useEditor } from './useEditor.ts'

const inputOf = ({ id: _id, ...input }: TheftRule): TheftRuleInput => input

/** /agent/rules/theft-rules: the theft rules with a switch each, and the editor beside them. */
export function TheftRulesPage() {
  usePageTitle('Theft rules')
  const fleet = useFleetMap()
  const geofences = useGeofences()
  const rules = useTheftRules()
  // The rule is sent with only the settings its kind reads, and checked as it will be sent.
  const editor = useEditor({
    validate: (input: TheftRuleInput) => ruleErrors(ruleForKind(input)),
    save: (id: number | null, input: TheftRuleInput) => saveTheftRule(id, ruleForKind(input)),
    remove: removeTheftRule,
    refresh: () => rules.mutate(),
  })
  const [switching, setSwitching] = useState<number | null>(null)
  const [switchError, setSwitchError] = useState<string | null>(null)
  const choices = useMemo(() => scopeChoices(fleet.data?.vehicles ?? [], fleet.data?.companies ?? []), [fleet.data])
  const scopeName = (scope: ScopeKind, id: number) => choices[scope].find((choice) => choice.id === id)?.label
  const geofenceList = geofences.data?.items ?? []
  const geofenceName = (id: number) => geofenceList.find((geofence) => geofence.id === id)?.name

  const onSwitch = async (rule: TheftRule, enabled: boolean) => {
    setSwitching(rule.id)
    setSwitchError(null)
    try {
      await saveTheftRule(rule.id, { ...inputOf(rule), enabled })
      await rules.mutate()
    } catch {
      setSwitchError(`${rule.name} could not be switched ${enabled ? 'on' : 'off'}; please try again.`)
    } finally {
      setSwitching(null)
    }
  }

  return (
    // Not a landmark itself: the list beside it is the region named for the theft rules, and two of one name confuse.
    <div>
      <VisuallyHidden as="h1" id="rules-heading">
        Theft rules
      </VisuallyHidden>
      <SidePanelLayout>
        <Stack $gap={3}>
          {switchError ? <Alert tone="error">{switchError}</Alert> : null}
          {/* Without these the list names a rule's geofence or vehicle by number, and the editor offers none: say why. */}
          {geofences.error ? (
            <Alert tone="error">The geofences could not load; reload the page to try again.</Alert>
          ) : null}
          {fleet.error ? <Alert tone="error">The vehicles could not load; reload the page to try again.</Alert> : null}
          <TheftRuleList
            rules={rules.data?.items}
            error={Boolean(rules.error)}
            scopeName={scopeName}
            geofenceName={geofenceName}
            editingId={editor.editing?.id ?? null}
            switchingId={switching}
            onSwitch={onSwitch}
            onEdit={(rule) => editor.open(rule.id, rule.name, inputOf(rule))}
            notice={editor.notice}
            onNew={() => editor.open(null, null, newTheftRule('vehicle', choices.vehicle[0]?.id ?? 0))}
          />
        </Stack>
        <Stack $gap={4}>
          {editor.editing ? (
            <TheftRuleEditor
              value={editor.editing.value}
              onChange={editor.change}
              scopeChoices={choices}
              geofences={geofenceList}
              errors={editor.errors}
              formError={editor.formError}
              savedName={editor.editing.savedName}
              onSave={editor.submit}
              onCancel={editor.close}
              onDelete={editor.destroy}
              saving={editor.busy === 'saving'}
              deleting={editor.busy === 'deleting'}
            />
          ) : null}
        </Stack>
      </SidePanelLayout>
    </div>
  )
}
