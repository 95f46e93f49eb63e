// The passcode's error under its field; the phone losing its connection mid-step and a reload, then carrying on.
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, mobile, newPage, product } from '../harness/index.ts'
import { checkEvents, type FittedTracker, fitTracker, openChecklist, proveAndConfirm, stepCard } from './tracker.ts'

describe('installation checklist on a weak signal', () => {
  let tracker: FittedTracker | undefined
  afterEach(async () => {
    await tracker?.stop()
    tracker = undefined
  })

  it('shows a wrong passcode under its field', async () => {
    const fitted = await fitTracker()
    tracker = fitted
    const page = await newPage({ viewport: mobile })
    await page.goto('/installation-checklist')
    await checkEvents(page, fitted.serial, 'not-the-passcode')
    const passcode = page.getByLabel('Passcode', { exact: true })
    await expect.poll(() => passcode.getAttribute('aria-invalid')).toBe('true')
    // The message sits in the field's description, read out with the field.
    const describedBy = (await passcode.getAttribute('aria-describedby')) ?? ''
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' '),
    )
    expect(description).toContain('The passcode is not correct.')
    await page.getByRole('heading', { name: 'Device is Online' }).waitFor({ state: 'detached' })
    await expectNoAxeViolations(page)
  })

  it('keeps the step through a dropped connection and a reload, then carries on', async () => {
    const fitted = await fitTracker()
    tracker = fitted
    const page = await newPage({ viewport: mobile })
    await openChecklist(page, fitted)
    await proveAndConfirm(page, fitted, 1)

    // The phone goes offline in the middle of step 2: it says so, and the step stays on screen.
    await page.context().setOffline(true)
    await page.getByText('Your phone is offline.', { exact: false }).waitFor()
    await expect(stepCard(page, 2).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    // The tracker reports while the phone is offline; once back, the page catches up by itself.
    await fitted.device.installerStep(2)
    await page.context().setOffline(false)
    await page.getByText('Your phone is offline.', { exact: false }).waitFor({ state: 'detached' })
    await stepCard(page, 2)
      .getByRole('list', { name: 'Step 2 events' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 30_000 })

    // A reload keeps the serial and registration (never the passcode); the passcode brings back the same step.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Device serial number' }).inputValue()).resolves.toBe(fitted.serial)
    await expect(page.getByLabel('Passcode', { exact: true }).inputValue()).resolves.toBe('')
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(product().checklistPasscode)
    await page.getByLabel('Passcode', { exact: true }).fill(product().checklistPasscode)
    await page.getByRole('button', { name: 'Check Events' }).click()
    await stepCard(page, 2).getByRole('button', { name: 'Confirm' }).waitFor()
    await stepCard(page, 2).getByRole('button', { name: 'Confirm' }).click()
    await stepCard(page, 2).getByRole('button', { name: 'Confirmed' }).waitFor()
    await stepCard(page, 3).waitFor()
  })
})
