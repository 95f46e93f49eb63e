// Issue #28: 'Reactivate' on a vehicle card whose tracker is inactive says so where the agent is looking, and the card
// stops offering it; the API agrees the tracker is active again. The demo fleet has one inactive tracker.
import { describe, expect, it } from 'vitest'
import { demoEmail, desktop, newPage, signIn, waitForPath } from '../harness/index.ts'
import { apiAs, search, vehicleCard, vehicleWithTracker } from './fleet.ts'

type Device = { serialNumber: string; active: boolean; VehicleId: number }

const inactiveLinked = async () => {
  const { items } = await apiAs<{ items: Device[] }>(`/Devices?$filter=${encodeURIComponent('active eq false')}`)
  return items.filter((device) => device.VehicleId > 0)
}

describe('reactivating an inactive tracker', () => {
  it('says the tracker is active again and stops offering Reactivate', async () => {
    const [device] = await inactiveLinked()
    expect(device, 'the demo fleet has an inactive tracker in a vehicle').toBeDefined()
    const vehicle = await vehicleWithTracker(device!.serialNumber)

    const page = await newPage({ viewport: desktop })
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all', 45_000)
    await search(page, `${vehicle.userFirstName} ${vehicle.userLastName}`)
    const card = vehicleCard(page, device!.serialNumber)
    await card.waitFor()

    await card.getByRole('button', { name: 'Reactivate' }).click()
    await page.getByText(`The tracker in ${vehicle.registrationNumber} is active again.`).waitFor()
    await expect.poll(() => card.getByRole('button', { name: 'Reactivate' }).count()).toBe(0)
    expect((await inactiveLinked()).map((each) => each.serialNumber)).not.toContain(device!.serialNumber)
  })
})
