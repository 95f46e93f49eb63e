// Issue #15: the device stock. 1,000 trackers import from a CSV with progress; a file with one bad row imports nothing
// and names the row; a registered tracker is found by the device search of burn-in.
import { randomInt } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  demoEmail,
  expectNoAxeViolations,
  expectTitle,
  mobile,
  newPage,
  signIn,
  waitForPath,
} from '../harness/index.ts'
import { newImei, newSerial, registerTracker } from './trackers.ts'

const csvFile = (name: string, rows: string[]) => {
  const path = join(mkdtempSync(join(tmpdir(), 'trackers-')), name)
  writeFileSync(path, ['serialNumber,imei,protocol', ...rows].join('\n'))
  return path
}

describe('the device stock', () => {
  it('imports 1,000 trackers from a CSV, and refuses a file with one bad row by its row number', async () => {
    const page = await newPage()
    await signIn(page, demoEmail('Technical-Agent'))
    await waitForPath(page, '/agent/clients/all')
    await page.getByRole('link', { name: 'Devices' }).first().click()
    await waitForPath(page, '/agent/devices/all')
    await expectTitle(page, 'Devices | Vigil')
    // On a fresh load: react-aria's live announcement of the navigation lingers a few seconds otherwise.
    await page.reload()
    await page.getByRole('heading', { name: 'Import from CSV' }).waitFor()
    await expectNoAxeViolations(page)

    const batch = randomInt(100_000, 999_999)
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i % 4 === 0 ? `,${newImei()},teltonika` : `VB${batch}-${String(i).padStart(4, '0')},${newImei()},mqtt`,
    )
    await page.getByLabel('CSV file').setInputFiles(csvFile('thousand.csv', rows))
    await page.getByRole('heading', { name: '1000 trackers registered' }).waitFor({ timeout: 60_000 })
    await page.getByText('and 980 more in the download').waitFor()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download secrets (CSV)' }).click()
    expect((await download).suggestedFilename()).toMatch(/^tracker-secrets-.*\.csv$/)

    await page.getByRole('searchbox').fill(`VB${batch}`)
    await page.getByText('750 registered trackers (first 50 shown)').waitFor()

    const bad = [
      `VB${batch}-A,${newImei()},mqtt`,
      `VB${batch}-B,123456789012345,mqtt`,
      `VB${batch}-C,${newImei()},mqtt`,
    ]
    await page.getByLabel('CSV file').setInputFiles(csvFile('bad.csv', bad))
    await page.getByText('Row 3: An IMEI is 15 digits with a valid check digit').waitFor()
    await page.getByText('Nothing was imported: 1 row has problems. Fix them and import the file again.').waitFor()
    await page.getByRole('searchbox').fill(`VB${batch}-A`)
    await page.getByText('No trackers found').waitFor()
  }, 150_000)

  it('registers one tracker at 375 px, and burn-in finds it by 3 characters of its serial', async () => {
    const page = await newPage({ viewport: mobile, isMobile: true, hasTouch: true })
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, '/agent/clients/all')
    const serial = newSerial('VS')
    expect(await registerTracker(page, serial)).toMatch(/^[\w-]{20,}$/)
    await expectNoAxeViolations(page)

    await page.goto('/agent/burnin/all')
    await page.getByRole('button', { name: 'Add Device' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Device' })
    await dialog.getByRole('combobox', { name: 'Device' }).fill(serial.slice(0, 2))
    await dialog.getByText('Enter 3 characters to start the search').waitFor()
    // Three characters from the middle of the serial ('S-' and its first digit): a contains search that lists it.
    await dialog.getByRole('combobox', { name: 'Device' }).fill(serial.slice(1, 4))
    await page.getByRole('option', { name: serial }).waitFor()
  })
})
