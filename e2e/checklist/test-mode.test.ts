// Issue #26, test mode: the installer's battery disconnect (step 4) and SOS press (step 6) during an installation are
// recorded on the checklist, but raise no alarm on the alarm desk. A second tracker's real SOS, raised afterwards,
// does reach the desk: reports are raised in order, so once it shows, the installer's tests have had their turn.
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import { afterEach, describe, expect, it } from 'vitest'
import { apiAs, vehicleWithTracker } from '../clients/fleet.ts'
import {
  api,
  demoEmail,
  desktop,
  mobile,
  newPage,
  ownTrackedVehicle,
  product,
  signIn,
  waitForPath,
} from '../harness/index.ts'
import { type FittedTracker, fitTracker, openChecklist, proveAndConfirm, screenshotOnFailure } from './tracker.ts'

interface Alarm {
  id: number
  vehicleId: number
  resolvedOn: string | null
}

const alarmsOf = async (vehicleId: number) =>
  (await apiAs<{ items: Alarm[] }>(`/Alarms?$filter=${encodeURIComponent(`vehicleId eq ${vehicleId}`)}`)).items

describe('test mode during an installation', () => {
  let installed: FittedTracker | undefined
  let onTheRoad: MqttDevice | undefined
  afterEach(async () => {
    await installed?.stop()
    await onTheRoad?.stop()
    installed = undefined
    onTheRoad = undefined
  })

  it("raises no alarm on the desk for the installer's battery disconnect and SOS press", async () => {
    const desk = await newPage({ viewport: desktop })
    await signIn(desk, demoEmail('Technical-Agent'))
    await waitForPath(desk, /^\/agent\//, 45_000)
    await desk.getByRole('link', { name: /^Alarms( \d+ open)?$/ }).click()
    await desk.getByRole('heading', { name: /^Open alarms/ }).waitFor({ timeout: 45_000 })

    installed = await fitTracker()
    const fitted = installed
    const vehicle = await vehicleWithTracker(fitted.serial)
    const installer = await newPage({ viewport: mobile })
    await screenshotOnFailure(installer, 'test-mode', async () => {
      await openChecklist(installer, fitted)
      // Each step's event shows on its card before Confirm: step 4's tamper is on the installer's screen.
      for (const n of [1, 2, 3, 4]) await proveAndConfirm(installer, fitted, n)
      // The SOS button is pressed while the installation is still in progress (step 6's test).
      await fitted.device.installerStep(6)
    })

    // A real SOS from a car on the road, after the installer's tests, shows on the desk.
    const road = await ownTrackedVehicle('RD')
    const roadVehicle = await vehicleWithTracker(road.serial)
    const tracker = new SimulatedTracker({
      serial: road.serial,
      city: 'Durban',
      random: createRandom(5),
      start: new Date(),
    })
    onTheRoad = new MqttDevice(tracker, { brokerUrl: product().mqttUrl, password: road.secret })
    await onTheRoad.start()
    await onTheRoad.raise({ kind: 'sos' })
    // The road car's own tracker has raised this one alarm.
    const [real] = await alarmsOf(roadVehicle.id)
    expect(real).toBeDefined()
    expect(real!.resolvedOn).toBeNull()
    await desk.locator(`article[data-alarm-id="${real!.id}"]`).waitFor({ timeout: 10_000 })

    // The installed vehicle has no alarm, on the desk or behind it.
    expect(await alarmsOf(vehicle.id)).toEqual([])
    expect(await desk.getByRole('article', { name: new RegExp(vehicle.registrationNumber) }).count()).toBe(0)
    // The desk is left as it was found.
    await api(`/Alarms/${real!.id}/Resolve`, { method: 'POST', body: { note: 'Journey finished' } })
  })
})
