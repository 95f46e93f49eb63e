import type { Caller } from '@vigil/db/scope'
import { vehicleListScope } from '@vigil/db/scope'
import {
  type Alarm,
  type AlarmChange,
  alarmMessages,
  dispatchAlarmStruct,
  dispatchRefusal,
  notFoundMessages,
  problemTitles,
  resolveAlarmStruct,
} from '@vigil/domain'
import { alarmChange } from '@vigil/hub'
import { notFound, Problem, problemResponses, signedInUser } from '@vigil/server-kit'
import { Type } from 'typebox'
import {
  type AlarmStepOutcome,
  acknowledgeAlarm,
  alarmInScope,
  alarmTrailOf,
  recordDispatch,
  resolveAlarm,
  toAlarm,
} from '../../alarms/index.ts'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { recordOnlyDispatcher } from '../vehicle-commands/dispatch.ts'
import { recordIncident, vehicleInScope } from '../vehicle-commands/store.ts'
import {
  AlarmIdParams,
  AlarmListSchema,
  AlarmSchema,
  AlarmTrailSchema,
  DispatchAlarmBody,
  ResolveAlarmBody,
} from './schemas.ts'
import { alarmResource, listAlarms } from './store.ts'

const tags = ['Alarms']
const stepResponses = {
  200: ref(AlarmSchema),
  ...problemResponses,
  404: { $ref: 'ProblemDetails' },
  409: { $ref: 'ProblemDetails' },
} as const

/**
 * The alarm desk: alarms devices raised, listed and worked to a close by every agent who may see the vehicle (a
 * Company-Admin their companies'). Each step is pushed as AlarmMessage to the vehicle's hub audience.
 */
export const alarmsArea: AreaPlugin = async (app) => {
  /** The alarm the caller may see, or 404 (an id of another company's alarm reveals nothing). */
  const alarmFor = async (caller: Caller, alarmId: string): Promise<Alarm> => {
    const alarm = await alarmInScope(app.db, caller, Number(alarmId))
    if (!alarm) throw notFound(notFoundMessages.alarm)
    return alarm
  }
  /** A step taken is pushed to the vehicle's audience and answered; a refused one is a conflict saying why. */
  const pushed = async (change: AlarmChange, outcome: AlarmStepOutcome) => {
    if ('refused' in outcome) throw new Problem(409, problemTitles[409], alarmMessages[outcome.refused])
    await app.hub.publish(outcome.alarm.vehicleId, alarmChange({ change, alarm: outcome.alarm }))
    return outcome.alarm
  }

  app.get(
    '/Alarms',
    {
      config: { access: 'alarms.read' },
      schema: {
        operationId: 'getAlarms',
        tags,
        summary: "Alarms, open first and newest raised first; $filter=open eq true for the desk's open alarms.",
        querystring: Type.Object(odataQuerystring(alarmResource)),
        response: { 200: ref(AlarmListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(alarmResource, request.query)
      const { items, totalCount } = await listAlarms(app.db, query, vehicleListScope(request))
      return { items: items.map(toAlarm), totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.get(
    '/Alarms/:alarmId',
    {
      config: { access: 'alarms.read' },
      schema: {
        operationId: 'getAlarm',
        tags,
        summary: 'One alarm.',
        params: AlarmIdParams,
        response: { 200: ref(AlarmSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => alarmFor(request, request.params.alarmId),
  )

  app.get(
    '/Alarms/:alarmId/Trail',
    {
      config: { access: 'alarms.read' },
      schema: {
        operationId: 'getAlarmTrail',
        tags,
        summary: "The alarm's audit trail, oldest first: who did what, when (no one: the device).",
        params: AlarmIdParams,
        response: { 200: ref(AlarmTrailSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const alarm = await alarmFor(request, request.params.alarmId)
      return { items: await alarmTrailOf(app.db, alarm.id) }
    },
  )

  app.post(
    '/Alarms/:alarmId/Acknowledge',
    {
      config: { access: 'alarms.work' },
      schema: {
        operationId: 'acknowledgeAlarm',
        tags,
        summary: 'Says an agent has seen the alarm and is on it; once per alarm.',
        params: AlarmIdParams,
        response: stepResponses,
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const alarm = await alarmFor(request, request.params.alarmId)
      return pushed('acknowledged', await acknowledgeAlarm(app.db, alarm, user.id, app.clock()))
    },
  )

  app.post(
    '/Alarms/:alarmId/Dispatch',
    {
      config: { access: 'alarms.work', payload: bodyCheckedBy(DispatchAlarmBody, dispatchAlarmStruct) },
      schema: {
        operationId: 'dispatchAlarm',
        tags,
        summary:
          "Sends armed response (Aura) or an air ambulance (Capital Air) to the alarm's vehicle, as AlertAura and AlertCapitalAir do, recorded on the alarm and in the vehicle's history.",
        params: AlarmIdParams,
        body: ref(DispatchAlarmBody),
        response: stepResponses,
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const { service } = request.body
      const alarm = await alarmFor(request, request.params.alarmId)
      const refusal = dispatchRefusal(alarm, service)
      if (refusal) throw new Problem(409, problemTitles[409], alarmMessages[refusal])
      const vehicle = await vehicleInScope(app.db, request, alarm.vehicleId)
      const provider = service === 'armed-response' ? 'Aura' : 'CapitalAir'
      const reference = await recordOnlyDispatcher.dispatch(provider, vehicle, user.id)
      const now = app.clock()
      await recordIncident(app.db, vehicle, provider, user.id, reference, now)
      return pushed('dispatched', await recordDispatch(app.db, alarm, service, user.id, now))
    },
  )

  app.post(
    '/Alarms/:alarmId/Resolve',
    {
      config: { access: 'alarms.work', payload: bodyCheckedBy(ResolveAlarmBody, resolveAlarmStruct) },
      schema: {
        operationId: 'resolveAlarm',
        tags,
        summary: 'Closes the alarm with a note saying how it ended.',
        params: AlarmIdParams,
        body: ref(ResolveAlarmBody),
        response: stepResponses,
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const { note } = request.body
      const alarm = await alarmFor(request, request.params.alarmId)
      return pushed('resolved', await resolveAlarm(app.db, alarm, note.trim(), user.id, app.clock()))
    },
  )
}
