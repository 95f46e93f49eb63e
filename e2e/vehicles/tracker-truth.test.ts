// Issue #26: what a vehicle card says is what the tracker did, and when. Each journey registers its own tracker and
// adds its own vehicle to an account holder of its own, so no other journey's tracker or card is touched.
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { search, shoot } from '../clients/fleet.ts'
import {
  addAccountHolder,
  addVehicle as addHolderVehicle,
  api,
  demoEmail,
  fitOwnTracker,
  newPage,
  type OwnVehicle,
  product,
  signIn,
  waitForPath,
} from '../harness/index.ts'

/** A vehicle of its own for an account holder of its own (searchable by the holder's last name), without a tracker. */
const addVehicle = async (): Promise<OwnVehicle> => addHolderVehicle(await addAccountHolder())

interface OwnTracker {
  serial: string
  device: MqttDevice
  tracker: SimulatedTracker
}

/**
 * Registers a tracker of its own, links it to the vehicle and puts it online; `clockBehindMs` holds its reports back
 * (a function: by as much as it answers at each report).
 */
async function fitTracker(vehicle: OwnVehicle, clockBehindMs: number | (() => number) = 0): Promise<OwnTracker> {
  const { serial, secret } = await fitOwnTracker(vehicle, 'TL')
  const behind = typeof clockBehindMs === 'number' ? () => clockBehindMs : clockBehindMs
  const clock = () => new Date(Date.now() - behind())
  const tracker = new SimulatedTracker({ serial, city: 'Durban', random: createRandom(11), start: clock() })
  const device = new MqttDevice(tracker, { brokerUrl: product().mqttUrl, password: secret, clock })
  await device.start()
  return { serial, device, tracker }
}

/** The vehicle's card: the innermost article naming its registration. */
const cardOf = (page: Page, vehicle: OwnVehicle) =>
  page.getByRole('article').filter({ hasText: vehicle.registrationNumber }).last()

async function openClients(page: Page, vehicle: OwnVehicle) {
  await signIn(page, demoEmail('Technical-Agent'))
  await waitForPath(page, '/agent/clients/all', 45_000)
  await search(page, vehicle.holder.lastName)
  await cardOf(page, vehicle).waitFor()
}

describe("a vehicle card tells the tracker's truth", () => {
  const trackers: OwnTracker[] = []
  afterEach(async () => {
    for (const own of trackers.splice(0)) await own.device.stop()
  })

  it('shows a position the tracker held back as late, aged by its own clock', async () => {
    const vehicle = await addVehicle()
    const own = await fitTracker(vehicle, 54 * 60 * 1000)
    trackers.push(own)
    const page = await newPage()
    await openClients(page, vehicle)
    const card = cardOf(page, vehicle)
    await own.device.tick()
    // The fix was taken 54 minutes ago and arrives now: the card ages it from the tracker's clock and says so.
    await card.getByText(/received 5[45] min late/).waitFor({ timeout: 30_000 })
    await card
      .getByText(/5[45] min ago/)
      .first()
      .waitFor()
    await page.reload()
    await search(page, vehicle.holder.lastName)
    await cardOf(page, vehicle)
      .getByText(/received 5[45] min late/)
      .waitFor()
    await shoot(page, 'vehicle-late')
  })

  it("stops saying 'Silent for…' at once when the tracker sends any report, not only a position", async () => {
    const vehicle = await addVehicle()
    let behindMs = 20 * 60 * 1000
    const own = await fitTracker(vehicle, () => behindMs)
    trackers.push(own)
    const page = await newPage()
    await openClients(page, vehicle)
    const card = cardOf(page, vehicle)
    // Its newest reports were taken 20 minutes ago: the card says it went silent.
    await own.device.tick()
    await card.getByText(/Silent for 2\d min/).waitFor({ timeout: 30_000 })
    // It reports again, a battery reading only (no position, lock or tamper): the open card hears of it, no reload.
    behindMs = 0
    const sent = await own.device.raise({ kind: 'low-battery' })
    expect(sent.map((event) => event.type)).toEqual(['battery'])
    // At most one contact push per vehicle every 30 s, so this may wait for the interval's end.
    await card.getByText(/Silent for/).waitFor({ state: 'detached', timeout: 45_000 })
    await page.reload()
    await search(page, vehicle.holder.lastName)
    await cardOf(page, vehicle).getByText(vehicle.registrationNumber).first().waitFor()
    expect(
      await cardOf(page, vehicle)
        .getByText(/Silent for/)
        .count(),
    ).toBe(0)
  })

  it("keeps the alert while the tamper's alarm is open, and the cleared state after a reload", async () => {
    const vehicle = await addVehicle()
    const own = await fitTracker(vehicle)
    trackers.push(own)
    await own.device.tick()
    const page = await newPage()
    await openClients(page, vehicle)
    const card = cardOf(page, vehicle)
    await own.device.raise({ kind: 'tamper' })
    await card.getByText('Alert', { exact: true }).waitFor({ timeout: 30_000 })
    await own.device.raise({ kind: 'tamper-cleared' })
    // A lock report after the clearing one: once the card's Lock comes alive, the clearing push before it was merged.
    await own.device.installerStep(1)
    await expect
      .poll(() => card.getByRole('button', { name: 'Lock', exact: true }).isEnabled(), { timeout: 30_000 })
      .toBe(true)
    expect(await card.getByText('Alert', { exact: true }).count()).toBe(1)
    // The tracker's tamper is over, but its alarm waits for the desk: the card says the same live and after a reload.
    await expect
      .poll(
        async () =>
          (
            await api<{ items: { id: number; vehicleId: number; status: string }[] }>(
              `/Alarms?$filter=${encodeURIComponent(`vehicleId eq ${vehicle.id}`)}`,
            )
          ).items.filter((alarm) => alarm.status !== 'Resolved'),
        { timeout: 30_000 },
      )
      .toHaveLength(1)
    await page.reload()
    await search(page, vehicle.holder.lastName)
    await cardOf(page, vehicle).getByText('Alert', { exact: true }).waitFor()

    // The desk resolves it: the card clears live, and stays cleared after a reload.
    const { items } = await api<{ items: { id: number; status: string }[] }>(
      `/Alarms?$filter=${encodeURIComponent(`vehicleId eq ${vehicle.id}`)}`,
    )
    for (const alarm of items.filter((entry) => entry.status !== 'Resolved'))
      await api(`/Alarms/${alarm.id}/Resolve`, { method: 'POST', body: { note: 'Battery refitted by the owner' } })
    await cardOf(page, vehicle).getByText('Alert', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 })
    await page.reload()
    await search(page, vehicle.holder.lastName)
    const reloaded = cardOf(page, vehicle)
    await reloaded.getByRole('button', { name: /^(Lock|Unlock)$/ }).waitFor()
    expect(await reloaded.getByText('Alert', { exact: true }).count()).toBe(0)
  })

  it('says a vehicle without a tracker has none, offers to link one, and shows no Lock', async () => {
    // The clients list shows holders with a tracked vehicle: this holder has one, and a second without a tracker.
    const holder = await addAccountHolder()
    await fitOwnTracker(await addHolderVehicle(holder), 'TL')
    const vehicle = await addHolderVehicle(holder)
    const page = await newPage()
    await openClients(page, vehicle)
    const card = cardOf(page, vehicle)
    await card.getByText('No tracker linked').waitFor()
    await card.getByText('No device added').waitFor()
    expect(await card.getByRole('button', { name: /^(Lock|Unlock)$/ }).count()).toBe(0)
    expect(await card.getByText('Unlocked', { exact: true }).count()).toBe(0)
    expect(await card.getByText('Last GPS update').count()).toBe(0)
    await shoot(page, 'vehicle-no-tracker')
    await card.getByRole('button', { name: 'Link a device' }).click()
    await page.getByRole('dialog').waitFor()
  })
})
