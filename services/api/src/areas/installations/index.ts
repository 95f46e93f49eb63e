import type { DeviceCommandName } from '@vigil/device-protocols'
import {
  fuelCommandRefusal,
  installationLookupValues,
  installationMessages,
  installationStepUpdateStruct,
  newInstallationStepStruct,
  PASSCODE_HEADER,
  problemTitles,
  vehicleMessages,
} from '@vigil/domain'
import { Problem, problemResponses, signedInUser, statusTitle, validationProblem } from '@vigil/server-kit'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { commandAnswer } from '../refusals.ts'
import { CommandAnswerSchema } from '../vehicle-commands/schemas.ts'
import { certificateRoutes } from './certificate.ts'
import { errorSourceCondition, hasEventInLastHour, latestEvents } from './events.ts'
import { announceOnboardingStatus } from './onboarding.ts'
import { createPasscodeCheck, rotateChecklistPasscode } from './passcode.ts'
import {
  ByVehicleRegistrationBody,
  ChecklistPasscodeSchema,
  ErrorSourceQuery,
  IdParams,
  InstallationSchema,
  LockUnlockParams,
  LookupAnswerSchema,
  namedEventSchemas,
  PasscodeHeaders,
  SerialParams,
  StepNumberBody,
  StepSchema,
  UpdateStepBody,
} from './schemas.ts'
import { advanceStep5LockUnlock, updateStep } from './steps.ts'
import {
  addStep,
  findDeviceBySerial,
  findOrStartInstallation,
  hasCommandOnItsWay,
  installationAnswer,
  installationRow,
  openInstallationOf,
  restartChecklist,
  stepAnswer,
} from './store.ts'

const responses = (ok: object) => ({
  200: ok,
  ...problemResponses,
  404: Type.Ref('ProblemDetails'),
  409: Type.Ref('ProblemDetails'),
  429: Type.Ref('ProblemDetails'),
})

/** The public installation checklist: no sign-in, every call carries the passcode in X-Passcode. */
export const installationsArea: AreaPlugin = async (app) => {
  const tags = ['Installation checklist']
  // No bearer token: the passcode header is the credential, checked before the body (errors keyed by field).
  const security: [] = []
  const headers = PasscodeHeaders
  const checkPasscode = createPasscodeCheck(() => app.db, app.config.checklistPasscode, app.clock)
  const config = { access: 'installations.checklist' as const }

  /** Lockouts count per client address and per installation or device. */
  const subjectOf = (request: FastifyRequest): string | undefined => {
    const params = request.params as { id?: string; serial?: string }
    const body = request.body as { DeviceSerialNumber?: unknown } | undefined
    if (params.id) return `installation:${params.id}`
    if (params.serial) return `device:${params.serial}`
    return typeof body?.DeviceSerialNumber === 'string' ? `device:${body.DeviceSerialNumber.trim()}` : undefined
  }
  app.addHook('preValidation', async (request) =>
    checkPasscode(
      { address: request.ip, passcode: request.headers[PASSCODE_HEADER.toLowerCase()] },
      subjectOf(request),
    ),
  )

  const deviceBySerial = async (serial: string) => {
    const device = await findDeviceBySerial(app.db, serial)
    if (!device) throw validationProblem({ deviceSerialNumber: vehicleMessages.deviceNotFound })
    return device
  }
  /** A fuel command only to the tracker of an installation in progress, at the stage that needs it (issue #27). */
  const sendFuelCommand = async (serial: string, command: 'cutFuel' | 'restoreFuel', name: DeviceCommandName) => {
    const device = await deviceBySerial(serial)
    const context = await openInstallationOf(app.db, device.id)
    if (!context) throw new Problem(409, statusTitle(409), installationMessages.noOpenInstallation)
    const refusal = fuelCommandRefusal(command, context)
    if (refusal) throw new Problem(409, statusTitle(409), refusal)
    return commandAnswer(await app.devices.commands.request({ deviceId: device.id, vehicleId: device.vehicleId, name }))
  }

  app.post(
    '/Installations/ByVehicleRegistration',
    {
      config,
      schema: {
        operationId: 'getInstallationByVehicleRegistration',
        tags,
        security,
        headers,
        summary: 'Finds or starts the installation of a vehicle and the device fitted to it.',
        body: ref(ByVehicleRegistrationBody),
        response: responses(ref(LookupAnswerSchema)),
      },
    },
    async (request) => {
      const body = request.body
      const booking = Number(body.InstallationBookingId)
      return findOrStartInstallation(
        app.db,
        {
          ...installationLookupValues(body, request.headers['x-passcode']),
          installationBookingId: Number.isInteger(booking) && booking > 0 ? booking : null,
        },
        app.clock(),
      )
    },
  )

  app.get(
    '/Installations/:id',
    {
      config,
      schema: {
        operationId: 'getInstallation',
        tags,
        security,
        headers,
        params: IdParams,
        response: responses(ref(InstallationSchema)),
      },
    },
    async (request) => installationAnswer(app.db, Number(request.params.id)),
  )

  app.post(
    '/Installations/:id/UpdateInstallationStep',
    {
      config: { ...config, payload: bodyCheckedBy(UpdateStepBody, installationStepUpdateStruct) },
      schema: {
        operationId: 'updateInstallationStep',
        tags,
        security,
        headers,
        summary: 'Saves the current step: its state (step 5) and whether it is verified.',
        params: IdParams,
        body: ref(UpdateStepBody),
        response: responses(ref(StepSchema)),
      },
    },
    async (request) =>
      stepAnswer(
        await updateStep(app.db, Number(request.params.id), request.body, app.clock(), (vehicleId) =>
          announceOnboardingStatus(app, vehicleId),
        ),
      ),
  )

  app.post(
    '/Installations/:id/AddInstallationStep',
    {
      config: { ...config, payload: bodyCheckedBy(StepNumberBody, newInstallationStepStruct) },
      schema: {
        operationId: 'addInstallationStep',
        tags,
        security,
        headers,
        summary: 'Adds the step after a confirmed one; id is null (with the reason in message) when it cannot.',
        params: IdParams,
        body: ref(StepNumberBody),
        response: responses(ref(LookupAnswerSchema)),
      },
    },
    async (request) => addStep(app.db, Number(request.params.id), request.body.StepNumber, app.clock()),
  )

  app.post(
    '/Installations/:id/RestartChecklist/:serial',
    {
      config,
      schema: {
        operationId: 'restartChecklist',
        tags,
        security,
        headers,
        summary: 'Starts the checklist again from step 1.',
        params: Type.Object({ ...IdParams.properties, ...SerialParams.properties }),
        response: responses(ref(InstallationSchema)),
      },
    },
    async (request) => {
      const id = Number(request.params.id)
      await restartChecklist(app.db, id, request.params.serial, app.clock())
      return installationAnswer(app.db, id)
    },
  )

  app.post(
    '/Installations/:id/UpdateStep5LockUnlock/:action',
    {
      config,
      schema: {
        operationId: 'updateStep5LockUnlock',
        tags,
        security,
        headers,
        summary: "Advances the fuel-cut test's lock stage, then its unlock stage, once the device reports them.",
        params: LockUnlockParams,
        response: responses(ref(StepSchema)),
      },
    },
    async (request) => {
      const step = await advanceStep5LockUnlock(
        app.db,
        Number(request.params.id),
        request.params.action,
        async (deviceId, vehicleId, name) => {
          // One command on its way is enough: the client polls this call every few seconds.
          const since = new Date(app.clock().getTime() - 60_000)
          if (await hasCommandOnItsWay(app.db, deviceId, name, since)) return
          const outcome = await app.devices.commands.request({ deviceId, vehicleId, name })
          // The answer is the step, so the audit trail hears of the command here; an interlock refusal sent nothing.
          if (!('refused' in outcome)) request.commandSent = outcome
        },
      )
      return stepAnswer(step)
    },
  )

  app.put(
    '/Installations/:id/enableAutoLock',
    {
      config,
      schema: {
        operationId: 'enableAutoLock',
        tags,
        security,
        headers,
        params: IdParams,
        response: responses(ref(CommandAnswerSchema)),
      },
    },
    async (request) => {
      const installation = await installationRow(app.db, Number(request.params.id))
      if (installation.deviceId === null) throw new Problem(409, problemTitles.noDevice, installationMessages.noDevice)
      return app.devices.commands.request({
        deviceId: installation.deviceId,
        vehicleId: installation.vehicleId,
        name: 'enable-auto-lock',
      })
    },
  )

  for (const [path, command, name] of [
    ['CutFuel', 'cutFuel', 'cut-fuel'],
    ['RestoreFuel', 'restoreFuel', 'restore-fuel'],
  ] as const) {
    app.put(
      `/Installations/${path}/:serial`,
      {
        config,
        schema: {
          operationId: path === 'CutFuel' ? 'cutFuel' : 'restoreFuel',
          tags,
          security,
          headers,
          params: SerialParams,
          response: responses(ref(CommandAnswerSchema)),
        },
      },
      async (request) => sendFuelCommand(request.params.serial, command, name),
    )
  }

  app.get(
    '/Installations/HasEventInLastHour/:serial',
    {
      config,
      schema: {
        operationId: 'hasEventInLastHour',
        tags,
        security,
        headers,
        params: SerialParams,
        response: responses(Type.Boolean()),
      },
    },
    async (request) => hasEventInLastHour(app.db, request.params.serial, app.clock()),
  )

  const latest = [
    ['GetLatestGpsEvent', 'gps'],
    ['GetLatestMotorStateEvent', 'lock'],
    ['GetLatestErrorInfoEvent', 'motor-error'],
    ['GetLatestTamperInfoEvent', 'tamper'],
    ['GetLatestSosInfoEvent', 'sos'],
  ] as const
  for (const [call, kind] of latest) {
    app.get(
      `/Installations/${call}/:serial`,
      {
        config,
        schema: {
          operationId: call.charAt(0).toLowerCase() + call.slice(1),
          tags,
          security,
          headers,
          summary: 'The newest events of this kind, newest first.',
          params: SerialParams,
          ...(kind === 'motor-error' ? { querystring: ErrorSourceQuery } : {}),
          response: responses(Type.Array(ref(namedEventSchemas[kind]))),
        },
      },
      async (request) => {
        const source = (request.query as { source?: 'ignition' | 'motor' }).source
        return latestEvents(app.db, request.params.serial, kind, source ? errorSourceCondition(source) : undefined)
      },
    )
  }

  await app.register(certificateRoutes, { config })
}

/**
 * An Admin rotates the installation checklist's passcode without a restart (issue #27); the old one stops working.
 * Its own area: the rotation is signed in, so the checklist's passcode hook does not guard it.
 */
export const checklistPasscodeArea: AreaPlugin = async (app) => {
  app.post(
    '/ChecklistPasscode/Rotate',
    {
      config: { access: 'installations.rotatePasscode' },
      schema: {
        operationId: 'rotateChecklistPasscode',
        tags: ['Installation checklist'],
        summary: 'Replaces the checklist passcode with a new one, answered once; the old one is refused at once.',
        response: { 200: ref(ChecklistPasscodeSchema), ...problemResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      return { passcode: await rotateChecklistPasscode(app.db, user.id, app.clock()) }
    },
  )
}
