import {
  changeLinkedDeviceStruct,
  deviceStatusRequestStruct,
  linkDeviceStruct,
  notFoundMessages,
  permissionScope,
  problemTitles,
  vehicleMessages,
} from '@vigil/domain'
import { alarmChange } from '@vigil/hub'
import { notFound, Problem, problemResponses, signedInUser } from '@vigil/server-kit'
import { recordAlertOnOpenAlarms } from '../../alarms/index.ts'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { commandAnswer } from '../refusals.ts'
import { DeviceSchema } from '../vehicles/schemas.ts'
import { type AlertDispatcher, recordOnlyDispatcher } from './dispatch.ts'
import { changeLinkedDevice, linkFreeDevice } from './links.ts'
import {
  AlertAnswerSchema,
  ChangeLinkedDeviceBody,
  CommandAnswerSchema,
  DeviceStatusBody,
  DeviceStatusSchema,
  LinkDeviceBody,
  VehicleIdParams,
} from './schemas.ts'
import { deviceStatusInScope, type IncidentProvider, recordIncident, vehicleInScope } from './store.ts'

const commandResponses = {
  200: ref(CommandAnswerSchema),
  ...problemResponses,
  404: { $ref: 'ProblemDetails' },
} as const

/** Acting on a vehicle's tracker: lock and unlock, alerts to response providers, linking devices, device status. */
export const vehicleCommandsArea: AreaPlugin<{ dispatcher?: AlertDispatcher }> = async (app, options) => {
  const tags = ['Vehicles']
  const dispatcher = options.dispatcher ?? recordOnlyDispatcher

  for (const action of ['Lock', 'Unlock'] as const) {
    app.put(
      `/Vehicles/:vehicleId/${action}`,
      {
        config: { access: 'vehicles.lock' },
        schema: {
          operationId: action === 'Lock' ? 'lockVehicle' : 'unlockVehicle',
          tags,
          summary: `${action}s the vehicle through its tracker; the confirmed lock state arrives over the hub.`,
          params: VehicleIdParams,
          response: { ...commandResponses, 409: { $ref: 'ProblemDetails' } },
        },
      },
      async (request) => {
        const user = signedInUser(request)
        const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
        // Without an active tracker a command could only wait in the queue until it expired: refused instead.
        if (vehicle.deviceId === null) throw new Problem(409, problemTitles.noDevice, vehicleMessages.noDevice)
        if (!vehicle.deviceActive) {
          throw new Problem(409, problemTitles.trackerInactive, vehicleMessages.trackerInactive)
        }
        const outcome = await app.devices.commands.request({
          deviceId: vehicle.deviceId,
          vehicleId: vehicle.id,
          name: action === 'Lock' ? 'lock' : 'unlock',
          requestedByUserId: user.id,
          ...(vehicle.serialNumber && vehicle.protocol
            ? { device: { serial: vehicle.serialNumber, protocol: vehicle.protocol } }
            : {}),
        })
        return commandAnswer(outcome)
      },
    )
  }

  for (const [path, provider] of [
    ['AlertAura', 'Aura'],
    ['AlertCapitalAir', 'CapitalAir'],
  ] as const satisfies readonly (readonly [string, IncidentProvider])[]) {
    app.post(
      `/Vehicles/:vehicleId/${path}`,
      {
        config: { access: 'vehicles.alert' },
        schema: {
          operationId: path === 'AlertAura' ? 'alertAura' : 'alertCapitalAir',
          tags,
          summary:
            provider === 'Aura'
              ? 'Sends an armed-response callout to the vehicle.'
              : 'Requests an air ambulance to the vehicle.',
          params: VehicleIdParams,
          response: { 200: ref(AlertAnswerSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
        },
      },
      async (request) => {
        const user = signedInUser(request)
        const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
        const reference = await dispatcher.dispatch(provider, vehicle, user.id)
        const now = app.clock()
        await recordIncident(app.db, vehicle, provider, user.id, reference, now)
        // The alarm desk shows it on the vehicle's open alarms (issue #21).
        const service = provider === 'Aura' ? 'armed-response' : 'air-ambulance'
        for (const alarm of await recordAlertOnOpenAlarms(app.db, vehicle.id, service, user.id, now))
          await app.hub.publish(alarm.vehicleId, alarmChange({ change: 'dispatched', alarm }))
        return { message: vehicleMessages.alertSent }
      },
    )
  }

  app.post(
    '/Vehicles/:vehicleId/ChangeLinkedDevice',
    {
      config: {
        access: 'vehicles.linkDevice',
        payload: bodyCheckedBy(ChangeLinkedDeviceBody, changeLinkedDeviceStruct),
      },
      schema: {
        operationId: 'changeLinkedDevice',
        tags,
        summary: "Replaces the vehicle's tracker with a free one.",
        params: VehicleIdParams,
        body: ref(ChangeLinkedDeviceBody),
        response: { 200: ref(DeviceSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const body = request.body
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const device = await changeLinkedDevice(
        app.db,
        vehicle,
        body.currentDeviceSerialNumber,
        body.newDeviceSerialNumber,
        body.vehicleNickname,
      )
      app.devices.registry.forget()
      return device
    },
  )

  app.post(
    '/Vehicles/:vehicleId/LinkDeviceFree',
    {
      config: { access: 'vehicles.linkDevice', payload: bodyCheckedBy(LinkDeviceBody, linkDeviceStruct) },
      schema: {
        operationId: 'linkDeviceFree',
        tags,
        summary: 'Links a free tracker to a vehicle that has none.',
        params: VehicleIdParams,
        body: ref(LinkDeviceBody),
        response: { 200: ref(DeviceSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const body = request.body
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const device = await linkFreeDevice(app.db, vehicle, body.deviceSerialNumber, body.vehicleNickname)
      app.devices.registry.forget()
      return device
    },
  )

  app.post(
    '/My/Device/GetDeviceStatusInfo',
    {
      config: { access: 'my.deviceStatus', payload: bodyCheckedBy(DeviceStatusBody, deviceStatusRequestStruct) },
      schema: {
        operationId: 'getDeviceStatusInfo',
        tags: ['My'],
        summary: "The tracker's application version and auto-lock state (0 means disabled).",
        body: ref(DeviceStatusBody),
        response: { 200: ref(DeviceStatusSchema), ...problemResponses, 404: { $ref: 'ProblemDetails' } },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      // Staff see every device's status and company admins their companies'; others only their own vehicles'.
      const scope = permissionScope(user.role, 'vehicles.read') ?? request.scope
      const device = await deviceStatusInScope(app.db, { user, scope }, request.body.deviceId)
      if (!device) throw notFound(notFoundMessages.device)
      // Ask the tracker for a fresh report until it has answered once (the answer is stored by ingest), one request
      // at a time: a client polling while the tracker answers does not pile up requests on its connection.
      if (device.applicationVersion === null && !device.statusRequested) {
        await app.devices.commands.request({ deviceId: device.id, vehicleId: device.vehicleId, name: 'status' })
      }
      return { applicationVersion: device.applicationVersion, autoLockEnabledState: device.autoLockEnabledState }
    },
  )
}
