import { describeSchedule, ruleKindLabel, type ScopeKind, scopeKindLabel, type TheftRule } from '@vigil/domain'
import { Button } from '../Button/index.ts'
import { EditableList, ItemDetail, ItemName, ItemText } from '../EditableList/index.ts'
import { Inline } from '../layout/index.ts'
import { Switch } from '../Switch/index.ts'

export interface TheftRuleListProps {
  /** Undefined while loading. */
  rules: readonly TheftRule[] | undefined
  error?: boolean
  scopeName: (scope: ScopeKind, scopeId: number) => string | undefined
  geofenceName: (geofenceId: number) => string | undefined
  editingId?: number | null
  /** The rule whose switch is on its way to the server. */
  switchingId?: number | null
  onSwitch: (rule: TheftRule, enabled: boolean) => void
  onEdit: (rule: TheftRule) => void
  onNew: () => void
  /** What was last saved or deleted, e.g. 'Home saved.'. */
  notice?: string | null
}

/** What the rule watches in words: 'Leaves a geofence: Home'. */
const watches = (rule: TheftRule, geofenceName: TheftRuleListProps['geofenceName']) => {
  const id = rule.parameters.geofenceId
  return id === undefined ? ruleKindLabel[rule.kind] : `${ruleKindLabel[rule.kind]}: ${geofenceName(id) ?? `#${id}`}`
}

/** The theft rules a person keeps: a switch each to turn it on or off, what it watches, for whom and when. */
export function TheftRuleList({
  rules,
  error,
  scopeName,
  geofenceName,
  editingId = null,
  switchingId = null,
  onSwitch,
  onEdit,
  onNew,
  notice,
}: TheftRuleListProps) {
  return (
    <EditableList
      title="Theft rules"
      newLabel="New rule"
      onNew={onNew}
      notice={notice}
      items={rules}
      error={error}
      itemKey={(rule) => rule.id}
      currentKey={editingId}
      emptyTitle="No theft rules yet"
      emptyDescription="Add one to raise an alarm when a vehicle leaves a geofence, moves while locked or goes silent."
      renderItem={(rule) => (
        <>
          <ItemText>
            <ItemName>{rule.name}</ItemName>
            <ItemDetail>{watches(rule, geofenceName)}</ItemDetail>
            <ItemDetail>
              {scopeKindLabel[rule.scope]}: {scopeName(rule.scope, rule.scopeId) ?? `#${rule.scopeId}`} ·{' '}
              {describeSchedule(rule.schedule)}
            </ItemDetail>
          </ItemText>
          <Inline $gap={3}>
            <Switch
              isSelected={rule.enabled}
              isDisabled={switchingId === rule.id}
              onChange={(enabled) => onSwitch(rule, enabled)}
              aria-label={`${rule.name} on`}
            >
              {rule.enabled ? 'On' : 'Off'}
            </Switch>
            <Button variant="secondary" size="sm" aria-label={`Edit ${rule.name}`} onPress={() => onEdit(rule)}>
              Edit
            </Button>
          </Inline>
        </>
      )}
    />
  )
}
