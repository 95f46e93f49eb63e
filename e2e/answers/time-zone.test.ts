// Issue #28: installation times are Johannesburg's whatever the browser's zone: 10:00 picked is 10:00 listed, and a
// booking opens in the picker at the time the list shows.
import { formatDateTime, utcToLocalDateTime } from '@vigil/domain'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoEmail, desktop, mobile, newPage, signIn, waitForPath } from '../harness/index.ts'
import { api, filter } from './api.ts'

type Booked = {
  id: number
  userId: number
  registrationNumber: string
  installationBookingUtcDateTime: string | null
}

/** Types into the picker's segments (react-aria spinbuttons) whatever their order. */
async function typeSegments(page: Page, parts: [RegExp, string][]) {
  for (const [name, digits] of parts) {
    await page.getByRole('spinbutton', { name }).click()
    await page.keyboard.type(digits)
  }
}

const segment = (page: Page, name: RegExp) => page.getByRole('spinbutton', { name }).getAttribute('aria-valuenow')

describe.each([
  ['1280', desktop],
  ['375', mobile],
])('installation time in a New York browser at %s px', (_width, viewport) => {
  it('lists 10:00 when 10:00 is picked, and opens a booking at the listed time', async () => {
    const { items } = await api<{ items: Booked[] }>(
      `/Vehicles?${filter("onBoardingStatus eq 'Scheduled'")}&$orderby=id%20asc&$pagesize=1`,
    )
    const vehicle = items[0]
    if (!vehicle?.installationBookingUtcDateTime) throw new Error('the demo has no scheduled installation')
    const page = await newPage({ viewport, timezoneId: 'America/New_York', locale: 'en-US' })
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, /^\/agent\//, 45_000)
    await page.goto(`/agent/onboarding/client/${vehicle.id}/installation`)

    // The stored booking opens at Johannesburg's time, not New York's.
    const stored = utcToLocalDateTime(vehicle.installationBookingUtcDateTime) as string
    await page.getByRole('spinbutton', { name: /^hour/i }).waitFor()
    expect(Number(await segment(page, /^hour/i))).toBe(Number(stored.slice(11, 13)))

    const when = new Date(Date.now() + 5 * 86_400_000)
    const day = utcToLocalDateTime(when.toISOString())!.slice(0, 10)
    await typeSegments(page, [
      [/^year/i, day.slice(0, 4)],
      [/^month/i, day.slice(5, 7)],
      [/^day/i, day.slice(8, 10)],
      [/^hour/i, '10'],
      [/^minute/i, '00'],
    ])
    await page.getByRole('button', { name: 'Next' }).click()
    await waitForPath(page, /\/payment$/)

    const [saved] = (await api<{ items: Booked[] }>(`/Vehicles?${filter(`id eq ${vehicle.id}`)}`)).items
    expect(saved?.installationBookingUtcDateTime && formatDateTime(saved.installationBookingUtcDateTime)).toMatch(
      /, 10:00$/,
    )
    await page.goto('/agent/onboarding/scheduled')
    const row = page.getByRole('article').filter({ hasText: vehicle.registrationNumber })
    await row.getByText(/, 10:00$/).waitFor()
    expect(await row.textContent()).toContain(formatDateTime(saved!.installationBookingUtcDateTime))
  })
})
