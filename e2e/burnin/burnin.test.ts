// Issue #15: burn in a healthy simulated tracker (every suite passes) and one whose relay fails (that suite fails with
// its reason), then retry the failed suite once the relay works.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { benchTracker, newSerial, registerTracker } from '../devices/trackers.ts'
import { demoEmail, expectNoAxeViolations, expectTitle, newPage, signIn, waitForPath } from '../harness/index.ts'

async function addDevice(page: Page, serial: string, station: string) {
  await page.getByRole('button', { name: 'Add Device' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Device' })
  await dialog.getByRole('combobox', { name: 'Device' }).fill(serial)
  await page.getByRole('option', { name: serial }).click()
  await dialog.getByRole('button', { name: /Station/ }).click()
  await page.getByRole('option', { name: station }).click()
  await dialog.getByRole('button', { name: 'OK' }).click()
  const answer = page.getByText(/^(Device added successfully|Failed to add device)$/)
  await answer.waitFor()
  expect(await answer.textContent()).toBe('Device added successfully')
}

const card = (page: Page, serial: string) => page.getByRole('article', { name: serial })
const status = (page: Page, serial: string, testType: string) =>
  card(page, serial)
    .getByRole('row', { name: new RegExp(`^${testType}`) })
    .getByRole('cell')
    .first()

describe('the burn-in console', () => {
  it('passes a healthy tracker, fails the relay suites of a broken one with the reason, and retries one', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')
    const healthy = newSerial('BH')
    const broken = newSerial('BF')
    const benches = [
      await benchTracker(healthy, await registerTracker(page, healthy)),
      await benchTracker(broken, await registerTracker(page, broken)),
    ]
    try {
      await benches[1]!.device.raise({ kind: 'fail-relay', failed: true })
      await page.getByRole('link', { name: 'Burn In' }).first().click()
      await waitForPath(page, '/agent/burnin/all')
      await expectTitle(page, 'Burn In | Vigil')
      // On a fresh load: react-aria's live announcements of the last picks linger a few seconds otherwise.
      await page.reload()
      await page.getByRole('button', { name: 'Add Device' }).waitFor()
      await expectNoAxeViolations(page)
      await addDevice(page, healthy, 'S3')
      await addDevice(page, broken, 'S4')
      await card(page, broken).waitFor()

      await page.getByRole('switch', { name: 'Auto Refresh' }).click({ force: true })
      await page.getByRole('button', { name: 'Run all tests' }).click()
      await page.getByText('All tests started').waitFor()

      const passed = card(page, healthy).getByText('8/8')
      await passed.first().waitFor({ timeout: 150_000 })
      await status(page, broken, 'LockRelay').getByText('Failed').waitFor({ timeout: 150_000 })
      await card(page, broken)
        .getByText(/Lock relay did not confirm within \d+ s: device answered "Relay failure"/)
        .waitFor()
      expect(await status(page, broken, 'GpsFix').textContent()).toBe('Passed')

      await benches[1]!.device.raise({ kind: 'fail-relay', failed: false })
      await card(page, broken).getByRole('button', { name: 'Rerun LockRelay' }).click()
      await page.getByText(`Retrying LockRelay on unit ${broken}`).waitFor()
      await status(page, broken, 'LockRelay').getByText('Passed').waitFor({ timeout: 120_000 })

      await page.getByRole('button', { name: 'Remove Device' }).click()
      const dialog = page.getByRole('dialog', { name: 'Remove Device' })
      await dialog.getByRole('button', { name: /Device$/ }).click()
      await page.getByRole('option', { name: new RegExp(healthy) }).click()
      await dialog.getByRole('button', { name: 'OK' }).click()
      await page.getByText('Device removed successfully').waitFor()
    } finally {
      await Promise.all(benches.map((bench) => bench.stop()))
    }
  }, 420_000)
})
