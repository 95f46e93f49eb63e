import { installationSteps, installations } from '@vigil/db/schema'
import {
  type AuditEntry,
  auditActor,
  checklistStepDescriptions,
  INITIAL_STEP5_STATE,
  installationMessages,
  parseStep5State,
  type Step5State,
  serializeStep5State,
} from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST_PASSCODE,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

describe.each(drivers)('installation checklist API on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, passcode = CHECKLIST_PASSCODE) =>
    t.app.inject({ method, url: `/api${url}`, headers: { 'x-passcode': passcode }, ...(payload ? { payload } : {}) })

  it('walks a simulated tracker through all six steps, the fuel-cut test included', async () => {
    const vehicleId = t.demo.vehicleIds[5]!
    const { device, serial } = await connectSimulatedDevice(t, null)
    try {
      const lookup = await call('POST', '/Installations/ByVehicleRegistration', {
        VehicleRegistration: 'xx-nope',
        InstallationBookingId: null,
        DeviceSerialNumber: serial,
      })
      expect(lookup.statusCode).toBe(400)
      expect(lookup.json().errors).toEqual({ vehicleRegistration: ['No vehicle with this registration was found.'] })
      const [vehicle] = (
        await t.app.inject({
          method: 'GET',
          url: `/api/Vehicles?$filter=id eq ${vehicleId}`,
          headers: await t.headersFor('Admin'),
        })
      ).json().items
      const found = await call('POST', '/Installations/ByVehicleRegistration', {
        VehicleRegistration: vehicle.registrationNumber.toLowerCase().replaceAll(' ', ''),
        InstallationBookingId: null,
        DeviceSerialNumber: serial,
      })
      expect(found.json()).toEqual({ id: expect.any(Number), message: null })
      const id = found.json().id
      // A step the checklist has not, or one to add below 1, is refused by its field before anything is read.
      const noSuchStep = await call('POST', `/Installations/${id}/UpdateInstallationStep`, { stepNumber: 9 })
      expect(noSuchStep.statusCode).toBe(400)
      expect(noSuchStep.json().errors).toEqual({ stepNumber: [installationMessages.stepNumberNotValid(6)] })
      const noStepToAdd = await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber: 0 })
      expect(noStepToAdd.statusCode).toBe(400)
      expect(noStepToAdd.json().errors).toEqual({ StepNumber: [installationMessages.nextStepNumberNotValid] })
      const confirm = async (stepNumber: number, state?: string) =>
        call('POST', `/Installations/${id}/UpdateInstallationStep`, {
          stepNumber,
          verified: true,
          ...(state ? { state } : {}),
        })

      expect((await confirm(1)).statusCode).toBe(409)
      for (const stepNumber of [1, 2, 3, 4]) {
        await device.installerStep(stepNumber)
        await until(async () => (await confirm(stepNumber)).statusCode === 200)
        expect(
          (await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber: stepNumber + 1 })).json(),
        ).toEqual({
          id: expect.any(Number),
          message: null,
        })
      }
      expect((await call('GET', `/Installations/HasEventInLastHour/${serial}`)).json()).toBe(true)
      const motor = (await call('GET', `/Installations/GetLatestMotorStateEvent/${serial}`)).json()
      expect(motor[0]).toMatchObject({
        deviceEventId: expect.any(Number),
        dataDateTime: expect.any(String),
        motorStateId: 0,
      })
      const errors = (await call('GET', `/Installations/GetLatestErrorInfoEvent/${serial}?source=motor`)).json()
      expect(errors.map((event: { errorMessage: string }) => event.errorMessage)).toEqual([
        'Immobiliser relay not responding',
      ])
      const tamper = (await call('GET', `/Installations/GetLatestTamperInfoEvent/${serial}`)).json()
      expect(tamper[0]).toMatchObject({ carBatteryStateId: 0, cancelled: false })

      // Step 5: engine off, start, lock then unlock (confirmed from the device's reports), fuel cut and restore.
      await device.installerStep(5)
      const now = () => new Date().toISOString()
      let state: Step5State = { ...INITIAL_STEP5_STATE, engineIsOff: true, startedOnDateTime: now() }
      const save = async () =>
        (
          await call('POST', `/Installations/${id}/UpdateInstallationStep`, {
            stepNumber: 5,
            state: serializeStep5State(state),
          })
        ).json()
      expect(parseStep5State((await save()).state).startedOnDateTime).toBe(state.startedOnDateTime)
      expect((await call('POST', `/Installations/${id}/UpdateStep5LockUnlock/unlock`)).statusCode).toBe(409)
      const locked = await until(async () => {
        const step = (await call('POST', `/Installations/${id}/UpdateStep5LockUnlock/lock`)).json()
        return parseStep5State(step.state).lockConfirmedOnDateTime ? step : undefined
      })
      expect(device.tracker.snapshot().locked).toBe(true)
      await until(async () => {
        const step = (await call('POST', `/Installations/${id}/UpdateStep5LockUnlock/unlock`)).json()
        return parseStep5State(step.state).unlockConfirmedOnDateTime ? step : undefined
      })
      // The installer's lock and unlock are in the audit trail (issue #27) and in the vehicle's history: each command
      // sent and each confirmation, by the installation and tracker, with the passcode; a poll that did neither is not.
      const [installation] = await t.db.select().from(installations).where(eq(installations.id, id))
      const installedIn = installation!.vehicleId
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/Vehicles/${installedIn}/AuditEntries?$filter=startswith(action,'checklist.')&$orderby=id asc`,
        headers: await t.headersFor('Admin'),
      })
      const lockUnlock = history
        .json()
        .items.filter((entry: AuditEntry) => /^checklist\.(lock|unlock)/.test(entry.action))
      // A command the tracker confirmed before its lock report arrived is sent again, and recorded again.
      expect(lockUnlock.map((entry: AuditEntry) => entry.action).join(' ')).toMatch(
        /^(checklist\.lock )+checklist\.lockConfirmed (checklist\.unlock )+checklist\.unlockConfirmed$/,
      )
      for (const entry of lockUnlock) {
        expect(entry).toMatchObject({
          actorKind: 'passcode',
          actorUserId: null,
          vehicleId: installedIn,
          subject: serial,
          after: expect.objectContaining({ installationId: id }),
        })
      }
      expect(lockUnlock[0].after).toEqual({
        installationId: id,
        commandId: expect.any(String),
        state: expect.any(String),
      })
      const confirmed = lockUnlock.find((entry: AuditEntry) => entry.action === 'checklist.lockConfirmed')
      expect(confirmed.after).toEqual({
        installationId: id,
        reportedOn: parseStep5State(locked.state).lockConfirmedOnDateTime,
      })
      expect(auditActor(confirmed)).toBe(`Installer of installation #${id}, tracker ${serial} (checklist passcode)`)
      state = { ...parseStep5State(locked.state), unlockConfirmedOnDateTime: now(), engineStartedOnDateTime: now() }
      expect((await confirm(5, serializeStep5State(state))).statusCode).toBe(409)
      // The fuel is cut only at the test's cut-fuel stage: not before the engine-started stage is recorded.
      const early = await call('PUT', `/Installations/CutFuel/${serial}`)
      expect(early.statusCode).toBe(409)
      expect(early.json().detail).toBe(installationMessages.fuelCutNotNow)
      await save()
      expect((await call('PUT', `/Installations/CutFuel/${serial}`)).json()).toMatchObject({ state: 'sent' })
      await until(() => device.tracker.snapshot().fuelCut)
      expect((await call('PUT', `/Installations/RestoreFuel/${serial}`)).statusCode).toBe(200)
      await until(() => !device.tracker.snapshot().fuelCut)
      state = {
        ...state,
        fuelCutOnDateTime: now(),
        engineStoppedByFuelCutOnDateTime: now(),
        engineStartedAfterFuelRestoredOnDateTime: now(),
      }
      const five = await confirm(5, serializeStep5State(state))
      expect(five.statusCode).toBe(200)
      expect(parseStep5State(five.json().state).unlockConfirmedOnDateTime).not.toBe(state.unlockConfirmedOnDateTime)
      await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber: 6 })

      await device.installerStep(6)
      await until(async () => (await confirm(6)).statusCode === 200)
      const done = (await call('GET', `/Installations/${id}`)).json()
      expect(done.dateCompleted).not.toBeNull()
      // Completion is a success shown once, not a warning; auto-lock is not enabled yet.
      expect(done).toMatchObject({ message: null, autoLockEnabled: false })
      expect(done.installationSteps.map((step: { verified: boolean }) => step.verified)).toEqual([
        true,
        true,
        true,
        true,
        true,
        true,
      ])
      // Complete: no step is added, and the answer has no id (the client shows its message), whichever step is asked.
      for (const StepNumber of [7, 3])
        expect((await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber })).json()).toEqual({
          id: null,
          message: installationMessages.completed,
        })
      expect((await call('PUT', `/Installations/${id}/enableAutoLock`)).statusCode).toBe(200)
      await until(() => device.tracker.snapshot().autoLockEnabled)
      // The tracker's status report is stored: reopening shows auto-lock enabled.
      await until(async () => (await call('GET', `/Installations/${id}`)).json().autoLockEnabled === true)

      // A completed installation cannot be restarted from the public page, nor take a fuel command.
      const restart = await call('POST', `/Installations/${id}/RestartChecklist/${serial}`)
      expect(restart.statusCode).toBe(409)
      expect(restart.json().detail).toBe(installationMessages.completed)
      expect((await call('GET', `/Installations/${id}`)).json().dateCompleted).toBe(done.dateCompleted)
      expect((await call('PUT', `/Installations/CutFuel/${serial}`)).json().detail).toBe(
        installationMessages.noOpenInstallation,
      )
    } finally {
      await device.stop()
    }
  })

  it('adds a step only after every step before it is confirmed, naming the first that is not', async () => {
    const [installation] = await t.db
      .insert(installations)
      .values({ vehicleId: t.demo.vehicleIds[6]!, currentStep: 2 })
      .returning()
    const id = installation!.id
    const [stepOne] = await t.db
      .insert(installationSteps)
      .values([
        { installationId: id, stepNumber: 1, description: checklistStepDescriptions[1]!, verified: true },
        { installationId: id, stepNumber: 2, description: checklistStepDescriptions[2]! },
      ])
      .returning()
    const add = async (StepNumber: number) =>
      (await call('POST', `/Installations/${id}/AddInstallationStep`, { StepNumber })).json()
    expect(await add(1)).toEqual({ id: stepOne!.id, message: null })
    for (const StepNumber of [3, 5, 7])
      expect(await add(StepNumber)).toEqual({ id: null, message: installationMessages.previousStepFirst(2) })
    await t.db.update(installationSteps).set({ verified: true }).where(eq(installationSteps.installationId, id))
    expect(await add(4)).toEqual({ id: null, message: installationMessages.previousStepFirst(3) })
    const third = await add(3)
    expect(third).toEqual({ id: expect.any(Number), message: null })
    expect(await add(3)).toEqual(third)
  })

  it('sends fuel commands only to a tracker whose installation is in progress', async () => {
    const { device, serial } = await connectSimulatedDevice(t, null)
    try {
      for (const path of ['CutFuel', 'RestoreFuel']) {
        const refused = await call('PUT', `/Installations/${path}/${serial}`)
        expect(refused.statusCode).toBe(409)
        expect(refused.json().detail).toBe(installationMessages.noOpenInstallation)
      }
      expect(device.tracker.snapshot().fuelCut).toBe(false)
    } finally {
      await device.stop()
    }
  })

  it('answers field-keyed errors and locks out repeated wrong passcodes', async () => {
    const missing = await call('POST', '/Installations/ByVehicleRegistration', {
      VehicleRegistration: 'CA 123-456',
      DeviceSerialNumber: 'NO-SUCH-DEVICE',
    })
    expect(missing.json().errors).toEqual({ deviceSerialNumber: ['Device not found'] })
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/Installations/HasEventInLastHour/X1' })
    expect(noHeader.statusCode).toBe(401)
    expect(noHeader.json().errors).toEqual({ passcode: ['This field is required'] })
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call('GET', '/Installations/HasEventInLastHour/X1', undefined, 'guess')
      expect(wrong.statusCode).toBe(401)
      expect(wrong.json().errors).toEqual({ passcode: ['The passcode is not correct.'] })
    }
    const locked = await call('GET', '/Installations/HasEventInLastHour/X1')
    expect(locked.statusCode).toBe(429)
    t.clock.advance(16 * 60 * 1000)
    // A serial no tracker has is not a silent tracker.
    const unknown = await call('GET', '/Installations/HasEventInLastHour/X1')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual({ deviceSerialNumber: ['Device not found'] })
    expect((await call('GET', '/Installations/HasEventInLastHour/VG00250000')).json()).toBe(false)
  })
})
