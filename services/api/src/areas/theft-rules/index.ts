import { hasFieldErrors, ruleErrors, ruleMessages, type TheftRuleInput } from '@vigil/domain'
import { notFound, problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { targetErrors } from '../../theft-rules/targets.ts'
import type { AreaPlugin } from '../contract.ts'
import { geofenceInScope } from '../geofences/store.ts'
import { CreatedAnswer } from '../users/schemas.ts'
import { TheftRuleIdParams, TheftRuleInputSchema, TheftRuleListSchema, TheftRuleSchema } from './schemas.ts'
import { deleteRule, insertRule, listRules, ruleInScope, updateRule } from './store.ts'

const tags = ['Theft rules']
const notFoundResponse = { 404: Type.Ref('ProblemDetails') }

/**
 * Theft rules (issue #30): what to notice (leaving or entering a geofence, moving while locked or outside allowed
 * hours, a silent tracker, a low device battery), for which vehicles and when. Each firing opens, or adds a report
 * to, an alarm on the desk. Who may keep them: as for geofences.
 */
export const theftRulesArea: AreaPlugin = async (app) => {
  /** Refuses a rule with a bad field, a scope or geofence the caller may not use, before anything is written. */
  const checked = async (request: FastifyRequest, input: TheftRuleInput) => {
    const errors = { ...ruleErrors(input), ...(await targetErrors(app.db, request, input.scope, input.scopeId)) }
    const { geofenceId } = input.parameters
    if (!errors['parameters.geofenceId'] && (input.kind === 'leaves-geofence' || input.kind === 'enters-geofence')) {
      const found = await geofenceInScope(app.db, request, geofenceId!)
      if (!found) errors['parameters.geofenceId'] = ruleMessages.geofence
    }
    if (hasFieldErrors(errors)) throw validationProblem(errors)
    return input
  }
  /** The rule when the caller may see it; 404 otherwise. */
  const visibleRule = async (request: FastifyRequest, id: number) => {
    const rule = await ruleInScope(app.db, request, id)
    if (!rule) throw notFound(ruleMessages.notFound)
    return rule
  }

  app.get(
    '/TheftRules',
    {
      config: { access: 'theftRules.read' },
      schema: {
        operationId: 'getTheftRules',
        tags,
        summary: 'The theft rules the caller may see, by name.',
        response: { 200: ref(TheftRuleListSchema), ...problemResponses },
      },
    },
    async (request) => ({ items: await listRules(app.db, request) }),
  )

  app.post(
    '/TheftRules',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'createTheftRule',
        tags,
        summary: 'Creates a theft rule for a vehicle, an account holder or a company.',
        body: ref(TheftRuleInputSchema),
        response: { 200: ref(TheftRuleSchema), ...problemResponses },
      },
    },
    async (request) => insertRule(app.db, await checked(request, request.body), signedInUser(request).id),
  )

  app.put(
    '/TheftRules/:ruleId',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'updateTheftRule',
        tags,
        summary: 'Changes a rule (switching it on or off included); what it knew per vehicle starts again.',
        params: TheftRuleIdParams,
        body: ref(TheftRuleInputSchema),
        response: { 200: ref(TheftRuleSchema), ...problemResponses, ...notFoundResponse },
      },
    },
    async (request) => {
      const existing = await visibleRule(request, Number(request.params.ruleId))
      const updated = await updateRule(app.db, existing.id, await checked(request, request.body), app.clock())
      if (!updated) throw notFound(ruleMessages.notFound)
      return updated
    },
  )

  app.delete(
    '/TheftRules/:ruleId',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'deleteTheftRule',
        tags,
        summary: 'Deletes a rule; the alarms it raised stay on the desk.',
        params: TheftRuleIdParams,
        response: { 200: ref(CreatedAnswer), ...problemResponses, ...notFoundResponse },
      },
    },
    async (request) => {
      const existing = await visibleRule(request, Number(request.params.ruleId))
      await deleteRule(app.db, existing.id)
      return { id: existing.id }
    },
  )
}
