// Issue #21: the alarm desk. A simulated tracker raises SOS; two agents see it within a second; one acknowledges and
// sends armed response, the other sees it and resolves it with a note; it stays through a reload, shows in the
// vehicle's history, and a Company-Admin of another company never sees it.

import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { announcementsSettled, apiAs, type DemoVehicle, shoot, vehicleWithTracker } from '../clients/fleet.ts'
import { demoEmail, expectNoAxeViolations, newPage, product, signIn, waitForPath } from '../harness/index.ts'

interface Alarm {
  id: number
  vehicleId: number
  accountHolderId: number
  status: string
}

const DESK = '/agent/alarms/all'

/** A demo tracker (not one the clients journeys drive) whose vehicle the demo Company-Admin does not see. */
async function trackerOutsideTheCompany(): Promise<{ device: MqttDevice; vehicle: DemoVehicle; serial: string }> {
  const { mqttUrl, deviceSecrets } = product()
  const companyVehicles = await apiAs<{ items: { id: number }[] }>('/Vehicles?$pagesize=50', 'Company-Admin')
  const seen = new Set(companyVehicles.items.map((vehicle) => vehicle.id))
  const serials = Object.keys(deviceSecrets).sort()
  for (const index of [0, 1, 2, 3, 4, 7, 8, 9]) {
    const serial = serials[index]
    if (!serial) continue
    const vehicle = await vehicleWithTracker(serial).catch(() => null)
    if (!vehicle || seen.has(vehicle.id)) continue
    const tracker = new SimulatedTracker({ serial, city: 'Johannesburg', random: createRandom(21), start: new Date() })
    const device = new MqttDevice(tracker, { brokerUrl: mqttUrl, password: deviceSecrets[serial]! })
    await device.start()
    return { device, vehicle, serial }
  }
  throw new Error('no demo tracker outside the Company-Admin company')
}

const openAlarmOf = async (vehicleId: number) => {
  const filter = encodeURIComponent(`vehicleId eq ${vehicleId} and open eq true`)
  const { items } = await apiAs<{ items: Alarm[] }>(`/Alarms?$filter=${filter}`)
  return items[0]
}

const alarmCard = (page: Page, alarmId: number) => page.locator(`article[data-alarm-id="${alarmId}"]`)

async function openDesk(role: 'Technical-Agent' | 'Admin' | 'Company-Admin'): Promise<Page> {
  const page = await newPage()
  await signIn(page, demoEmail(role))
  await waitForPath(page, /^\/agent\//, 45_000)
  await page.getByRole('link', { name: 'Alarms', exact: true }).click()
  await waitForPath(page, DESK)
  await page.getByRole('heading', { name: /^Open alarms/ }).waitFor({ timeout: 45_000 })
  return page
}

describe('the alarm desk', () => {
  let device: MqttDevice | undefined
  afterEach(async () => {
    await device?.stop()
    device = undefined
  })

  it('shows an SOS to two agents at once and is worked to a close by both', async () => {
    const first = await openDesk('Technical-Agent')
    const second = await openDesk('Admin')
    const outsider = await openDesk('Company-Admin')
    const tracker = await trackerOutsideTheCompany()
    device = tracker.device
    // An alarm left open by an earlier run is closed first, so this SOS raises a new one.
    const leftOver = await openAlarmOf(tracker.vehicle.id)
    if (leftOver) throw new Error(`alarm ${leftOver.id} is still open on the journey's vehicle`)

    // The first interaction unlocks the sound on each screen.
    await first.mouse.click(5, 5)
    await second.mouse.click(5, 5)
    const raisedAt = Date.now()
    await device.raise({ kind: 'sos' })
    const card = (page: Page) =>
      page.getByRole('article', { name: new RegExp(tracker.vehicle.registrationNumber) }).filter({ hasText: 'Open' })
    await Promise.all([card(first).waitFor({ timeout: 5000 }), card(second).waitFor({ timeout: 5000 })])
    const shownAfterMs = Date.now() - raisedAt
    console.log(`alarm raised (device publish) to shown on both agents' screens: ${shownAfterMs} ms`)
    expect(shownAfterMs).toBeLessThan(2000)
    const alarm = (await openAlarmOf(tracker.vehicle.id))!
    await expect.poll(() => first.title()).toMatch(/^\(\d+\) /)

    // One agent acknowledges and sends armed response; the other sees both.
    const onFirst = alarmCard(first, alarm.id)
    const onSecond = alarmCard(second, alarm.id)
    await onFirst.getByRole('button', { name: 'Acknowledge' }).click()
    await onSecond.getByText('Acknowledged', { exact: true }).first().waitFor({ timeout: 5000 })
    await onSecond.getByRole('button', { name: 'Acknowledge' }).waitFor({ state: 'detached' })
    await onFirst.getByRole('button', { name: 'Send armed response' }).click()
    await onSecond.getByText('Armed response', { exact: true }).waitFor({ timeout: 5000 })
    await onSecond.getByText('Dispatched', { exact: true }).waitFor()

    // A reload keeps the open alarm.
    await second.reload()
    await alarmCard(second, alarm.id).getByText('Dispatched', { exact: true }).waitFor({ timeout: 45_000 })
    await shoot(second, 'alarms-open')

    // The Company-Admin of another company never sees it.
    await outsider.reload()
    await outsider.getByRole('heading', { name: /^Open alarms/ }).waitFor({ timeout: 45_000 })
    expect(await alarmCard(outsider, alarm.id).count()).toBe(0)

    // The other agent resolves it with a note; the first sees it resolved.
    const resolving = alarmCard(second, alarm.id)
    await resolving.getByRole('button', { name: 'Resolve…' }).click()
    await resolving.getByRole('button', { name: 'Resolve alarm' }).click()
    await resolving.getByText('Please describe how the alarm was resolved').waitFor()
    await resolving.getByRole('textbox', { name: 'Resolution note' }).fill('Armed response on site; driver safe.')
    await resolving.getByRole('button', { name: 'Resolve alarm' }).click()
    const resolvedSection = first.getByRole('region', { name: 'Resolved' })
    await resolvedSection.locator(`article[data-alarm-id="${alarm.id}"]`).waitFor({ timeout: 5000 })
    await resolvedSection.getByText('Armed response on site; driver safe.').first().waitFor()
    await announcementsSettled(first)
    await expectNoAxeViolations(first)
    await shoot(first, 'alarms-resolved')

    // The armed-response callout is in the vehicle's history.
    await first.goto(`/agent/clients/${alarm.accountHolderId}/vehicle/${alarm.vehicleId}/history`)
    await first
      .getByText(/Aura callout/i)
      .first()
      .waitFor({ timeout: 45_000 })
  })
})
