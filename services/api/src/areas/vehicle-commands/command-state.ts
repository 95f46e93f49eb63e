import { devices } from '@vigil/db/schema'
import { commandQueuedReason } from '@vigil/devices'
import { COMMAND_QUEUED_REASONS, COMMAND_STATES, notFoundMessages, Refusal } from '@vigil/domain'
import { problemResponses } from '@vigil/server-kit'
import { eq } from 'drizzle-orm'
import { Type } from 'typebox'
import { IdText, ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, oneOf } from '../contract.ts'
import { DeviceSchema } from '../vehicles/schemas.ts'
import { toDeviceAnswer } from './links.ts'
import { vehicleInScope } from './store.ts'

const DateTimeOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()])

export const CommandStateSchema = Type.Object(
  {
    commandId: Type.String(),
    vehicleId: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
    state: oneOf(COMMAND_STATES),
    /** Why a failed or timed-out command ended. */
    reason: Type.Union([Type.String(), Type.Null()]),
    /** Why a queued command waits: its tracker is offline, or online and awaiting a fresh fix; null otherwise. */
    queuedReason: Type.Union([oneOf(COMMAND_QUEUED_REASONS), Type.Null()]),
    createdOn: Type.String({ format: 'date-time' }),
    sentOn: DateTimeOrNull,
    ackedOn: DateTimeOrNull,
    finishedOn: DateTimeOrNull,
    expiresOn: Type.String({ format: 'date-time' }),
  },
  { title: 'CommandStatus' },
)

const iso = (value: Date | null) => value?.toISOString() ?? null

/**
 * A command's state for a client that missed its hub pushes (after a reconnect), and Reactivate for a vehicle's
 * inactive tracker.
 */
export const commandStateRoutes: AreaPlugin = async (app) => {
  app.get(
    '/Commands/:commandId',
    {
      config: { access: 'vehicles.read' },
      schema: {
        operationId: 'getCommand',
        tags: ['Vehicles'],
        summary: "A device command's state: queued, sent, acked, confirmed, failed, timed_out, expired or superseded.",
        params: Type.Object({ commandId: Type.String({ pattern: '^[0-9A-Z]{26}$' }) }),
        response: { 200: CommandStateSchema, ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const command = await app.devices.commands.find(request.params.commandId)
      if (!command || command.vehicleId === null) throw new Refusal('not-found', notFoundMessages.command)
      // Only someone who may see the vehicle learns about its commands (404 otherwise, like the vehicle itself).
      await vehicleInScope(app.db, request, command.vehicleId)
      return {
        commandId: command.correlationId,
        vehicleId: command.vehicleId,
        name: command.name,
        state: command.status,
        reason: command.failureReason,
        queuedReason: commandQueuedReason(command.status, command.queuedReason),
        createdOn: command.createdOn.toISOString(),
        sentOn: iso(command.sentOn),
        ackedOn: iso(command.ackedOn),
        finishedOn: iso(command.finishedOn),
        expiresOn: command.expiresOn.toISOString(),
      }
    },
  )

  app.post(
    '/Vehicles/:vehicleId/ReactivateDevice',
    {
      config: { access: 'vehicles.linkDevice' },
      schema: {
        operationId: 'reactivateDevice',
        tags: ['Vehicles'],
        summary: "Marks the vehicle's inactive tracker active again (the card's 'Reactivate').",
        params: Type.Object({ vehicleId: IdText() }),
        response: { 200: ref(DeviceSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const vehicleId = Number(request.params.vehicleId)
      await vehicleInScope(app.db, request, vehicleId)
      const [device] = await app.db
        .update(devices)
        .set({ active: true })
        .where(eq(devices.vehicleId, vehicleId))
        .returning()
      if (!device) throw new Refusal('not-found', notFoundMessages.device)
      app.devices.registry.forget()
      return toDeviceAnswer(device)
    },
  )
}
