import { devices, fitmentCenters, installationBookings, installations, vehicles } from '@vigil/db/schema'
import { type OnboardingFacts, onboardingStatus } from '@vigil/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs } from '../users/access.ts'

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9))

/** Every combination of the facts, each with an inactive tracker that reported (which never counts). */
const combinations: (OnboardingFacts & { cancelledBooking: boolean })[] = [null, day(2), day(6)].flatMap((bookedOn) =>
  [null, day(4)].flatMap((installationCompletedOn) =>
    [false, true].flatMap((trackerReporting) =>
      [false, true].map((cancelledBooking) => ({
        bookedOn,
        installationCompletedOn,
        trackerReporting,
        cancelledBooking,
      })),
    ),
  ),
)

describe.each(drivers)('the onboarding status the lists show is the domain rule over the facts, on %s', (driver) => {
  let t: TestApp
  const vehicleIds: number[] = []
  beforeAll(async () => {
    t = await createTestApp({ driver })
    const [centre] = await t.db.select().from(fitmentCenters).limit(1)
    for (const [n, facts] of combinations.entries()) {
      const [vehicle] = await t.db
        .insert(vehicles)
        .values({
          userId: t.demo.accountHolderIds[0]!,
          registrationNumber: `OS ${n} GP`,
          make: 'Toyota',
          makeVariant: 'Toyota Hilux',
          registrationYear: '2020',
          vehicleColour: 'White',
        })
        .returning()
      const vehicleId = vehicle!.id
      vehicleIds.push(vehicleId)
      if (facts.cancelledBooking) {
        await t.db.insert(installationBookings).values({
          vehicleId,
          fitmentCenterId: centre!.id,
          installationUtcDateTime: day(20),
          createdOn: day(8),
          active: false,
        })
      }
      if (facts.bookedOn) {
        await t.db.insert(installationBookings).values({
          vehicleId,
          fitmentCenterId: centre!.id,
          installationUtcDateTime: day(10),
          createdOn: facts.bookedOn,
        })
      }
      if (facts.installationCompletedOn) {
        await t.db.insert(installations).values({
          vehicleId,
          createdOn: day(3),
          dateCompleted: facts.installationCompletedOn,
        })
      }
      await t.db.insert(devices).values([
        { serialNumber: `OS-${driver}-${n}-old`, vehicleId, active: false, lastSeenOn: day(1) },
        { serialNumber: `OS-${driver}-${n}`, vehicleId, lastSeenOn: facts.trackerReporting ? day(5) : null },
      ])
    }
  })
  afterAll(() => t.close())

  const listed = async (filter: string) =>
    (
      await callAs(t, 'Admin', {
        method: 'GET',
        url: `/api/Vehicles?$filter=${encodeURIComponent(filter)}&$pagesize=50`,
      })
    ).body.items as { id: number; onBoardingStatus: string }[]

  it('answers each vehicle the status the rule derives', async () => {
    const items = await listed(`id ge ${vehicleIds[0]}`)
    const byId = new Map(items.map((item) => [item.id, item.onBoardingStatus]))
    expect(vehicleIds.map((id) => byId.get(id))).toEqual(combinations.map((facts) => onboardingStatus(facts)))
  })

  it('filters the Booking pending and Scheduled lists by the same status', async () => {
    for (const status of ['Booking-Pending', 'Scheduled', 'Installed'] as const) {
      const ids = (await listed(`onBoardingStatus eq '${status}' and id ge ${vehicleIds[0]}`)).map((item) => item.id)
      expect(ids.sort((a, b) => a - b)).toEqual(
        vehicleIds.filter((_, n) => onboardingStatus(combinations[n]!) === status).sort((a, b) => a - b),
      )
    }
  })
})
