// Issue #30: an agent draws a geofence round a simulated tracker's position (typed as its centre and radius, the
// keyboard's way; the pointer's drag is the GeofenceLayer stories'), makes a 'leaves a geofence' rule for that vehicle,
// the tracker is driven out of it, and the alarm desk shows the theft-rule alarm, its card and trail naming the rule;
// the vehicle's card on the fleet map draws the geofence on its small map.

import { randomInt } from 'node:crypto'
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { announcementsSettled, apiAs, shoot, vehicleWithTracker } from '../clients/fleet.ts'
import {
  demoEmail,
  expectNoAxeViolations,
  newPage,
  ownTrackedVehicle,
  product,
  signIn,
  waitForPath,
} from '../harness/index.ts'

interface Alarm {
  id: number
  vehicleId: number
  kind: string
}

async function pickOption(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
}

describe('theft rules', () => {
  let device: MqttDevice | undefined
  afterEach(async () => {
    await device?.stop()
    device = undefined
  })

  it('raises an alarm when a tracker leaves the geofence drawn round it', async () => {
    // The journey's own tracker, parked where the simulator put it (no ticks: it stays put until driven away).
    const { serial, secret } = await ownTrackedVehicle('TF')
    const vehicle = await vehicleWithTracker(serial)
    const tracker = new SimulatedTracker({ serial, city: 'Johannesburg', random: createRandom(30), start: new Date() })
    device = new MqttDevice(tracker, { brokerUrl: product().mqttUrl, password: secret })
    await device.start()
    const { latitudeDegrees, longitudeDegrees } = tracker.snapshot()
    const suffix = randomInt(10_000, 99_999)
    const home = `Home ${suffix}`
    const ruleName = `Leaves home ${suffix}`

    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, /^\/agent\//, 45_000)
    await page.getByRole('link', { name: 'Rules', exact: true }).click()
    await waitForPath(page, '/agent/rules/geofences')
    await page.getByRole('region', { name: 'Fleet map' }).waitFor({ timeout: 45_000 })
    await shoot(page, 'geofences-list')

    // The geofence: refused first (nothing typed), then a 1 km circle round the tracker.
    await page.getByRole('button', { name: 'New geofence' }).click()
    await page.getByRole('button', { name: 'Save geofence' }).click()
    await page.getByText('A polygon needs at least three points').waitFor()
    await page.getByRole('textbox', { name: /^Name/ }).fill(home)
    await pickOption(page, /Vehicle$/, new RegExp(`^${vehicle.registrationNumber}`))
    await pickOption(page, /Shape$/, 'Circle')
    await page.getByRole('textbox', { name: 'Centre latitude' }).fill(String(latitudeDegrees))
    await page.getByRole('textbox', { name: 'Centre longitude' }).fill(String(longitudeDegrees))
    const radius = page.getByRole('textbox', { name: 'Radius (metres)' })
    await radius.fill('0')
    await page.getByRole('button', { name: 'Save geofence' }).click()
    await page.getByText('Please choose a radius between 10 m and 100 km').waitFor()
    await shoot(page, 'geofence-invalid')
    await radius.fill('1000')
    await page.getByText('Please choose a radius between 10 m and 100 km').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Save geofence' }).click()
    await page.getByText(`${home} saved.`).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: `Edit ${home}` }).waitFor()
    await announcementsSettled(page)
    await expectNoAxeViolations(page)
    await shoot(page, 'geofences-saved')

    // A second one drawn with the pointer (the map now looks at the first): press at the map's middle, drag 120 px
    // east, let go; the editor's fields show the drawn centre and radius. Then it is deleted, the confirmation naming it.
    const drawn = `Drawn ${suffix}`
    await page.getByRole('button', { name: 'New geofence' }).click()
    await page.getByRole('textbox', { name: /^Name/ }).fill(drawn)
    await pickOption(page, /Vehicle$/, new RegExp(`^${vehicle.registrationNumber}`))
    await pickOption(page, /Shape$/, 'Circle')
    await page.getByRole('button', { name: 'Draw the circle on the map' }).click()
    const map = (await page.getByRole('region', { name: 'Fleet map' }).boundingBox())!
    const middle = { x: map.x + map.width / 2, y: map.y + map.height / 2 }
    await page.mouse.move(middle.x, middle.y)
    await page.mouse.down()
    await page.mouse.move(middle.x + 60, middle.y, { steps: 4 })
    await page.mouse.move(middle.x + 120, middle.y, { steps: 4 })
    await page.mouse.up()
    await page.getByRole('button', { name: 'Draw the circle on the map' }).waitFor()
    const drawnRadius = Number(await page.getByRole('textbox', { name: 'Radius (metres)' }).inputValue())
    expect(drawnRadius).toBeGreaterThan(100)
    expect(drawnRadius).toBeLessThan(1000)
    const drawnLatitude = Number(await page.getByRole('textbox', { name: 'Centre latitude' }).inputValue())
    expect(Math.abs(drawnLatitude - latitudeDegrees)).toBeLessThan(0.01)
    await page.getByRole('button', { name: 'Save geofence' }).click()
    await page.getByText(`${drawn} saved.`).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: `Edit ${drawn}` }).click()
    await page.getByRole('button', { name: 'Delete geofence' }).click()
    await page
      .getByRole('alertdialog', { name: `Delete ${drawn}?` })
      .getByRole('button', { name: 'Delete geofence' })
      .click()
    await page.getByText(`${drawn} deleted.`).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('button', { name: `Edit ${drawn}` }).count()).toBe(0)

    // The rule: leaving that geofence, for that vehicle, watched all the time.
    await page.getByRole('link', { name: 'Theft rules', exact: true }).click()
    await waitForPath(page, '/agent/rules/theft-rules')
    await page.getByRole('button', { name: 'New rule' }).click()
    await page.getByRole('textbox', { name: /^Name/ }).fill(ruleName)
    await pickOption(page, /Vehicle$/, new RegExp(`^${vehicle.registrationNumber}`))
    await page.getByRole('button', { name: 'Save rule' }).click()
    await page.getByText('Please choose a geofence').waitFor()
    await pickOption(page, /Geofence$/, home)
    await page.getByRole('button', { name: 'Save rule' }).click()
    await page.getByText(`${ruleName} saved.`).waitFor({ timeout: 15_000 })
    await page.getByRole('switch', { name: `${ruleName} on` }).waitFor()
    expect(await page.getByRole('switch', { name: `${ruleName} on` }).isChecked()).toBe(true)
    await announcementsSettled(page)
    await expectNoAxeViolations(page)
    await shoot(page, 'theft-rules')

    // The thief drives 3 km due north: out of the 1 km circle within a few reports.
    await device.raise({ kind: 'drive-away', metres: 3000 })
    await page.getByRole('link', { name: /^Alarms( \d+ open)?$/ }).click()
    await waitForPath(page, '/agent/alarms/all')
    const card = page
      .getByRole('article', { name: new RegExp(vehicle.registrationNumber) })
      .filter({ hasText: 'Theft rule' })
    await card.first().waitFor({ timeout: 30_000 })
    // The card names the rule and what it saw.
    await card.first().getByText(ruleName, { exact: true }).waitFor()
    await card
      .first()
      .getByText(new RegExp(`^Left '${home}', \\d+ m outside at `))
      .waitFor()
    await shoot(page, 'theft-alarm')

    // The alarm's trail names the rule and what it saw.
    const filter = encodeURIComponent(`vehicleId eq ${vehicle.id} and open eq true`)
    const { items } = await apiAs<{ items: Alarm[] }>(`/Alarms?$filter=${filter}`)
    const alarm = items.find((each) => each.kind === 'Theft rule')
    expect(alarm).toBeDefined()
    const trail = await apiAs<{ items: { detail: string | null }[] }>(`/Alarms/${alarm!.id}/Trail`)
    expect(trail.items.some((entry) => entry.detail?.startsWith(`${ruleName}:`))).toBe(true)

    // The vehicle's card (opened from the fleet map) draws the geofence on its small map and names it. The map is
    // loaded afresh: reached by its tab after the Rules pages, it showed an empty stretch without the vehicle's marker.
    await page.goto('/agent/map')
    const fleetMap = page.getByRole('region', { name: 'Fleet map' })
    await fleetMap.waitFor({ timeout: 45_000 })
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(vehicle.registrationNumber)
    await fleetMap.getByRole('button', { name: vehicle.registrationNumber, exact: true }).click({ timeout: 30_000 })
    const vehicleCard = page.getByRole('complementary', { name: 'Vehicle' })
    await vehicleCard.getByText(/^Geofences on the map: /).waitFor({ state: 'attached', timeout: 15_000 })
    expect(await vehicleCard.getByText(/^Geofences on the map: /).textContent()).toContain(home)
    await shoot(page, 'vehicle-card-geofence')
  })
})
