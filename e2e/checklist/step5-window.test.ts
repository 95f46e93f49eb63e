// The step-5 start window running out, on a controlled clock: the spec's alert, then the checklist starts again.
import { afterEach, describe, expect, it } from 'vitest'
import { mobile, newPage } from '../harness/index.ts'
import { type FittedTracker, fitTracker, openChecklist, proveAndConfirm, stepCard } from './tracker.ts'

describe('installation checklist step-5 windows', () => {
  let tracker: FittedTracker | undefined
  afterEach(async () => {
    await tracker?.stop()
    tracker = undefined
  })

  it('alerts and restarts the checklist when the 10 minutes to start the fuel-cut test run out', async () => {
    const fitted = await fitTracker()
    tracker = fitted
    const page = await newPage({ viewport: mobile })
    // The page's clock runs at normal speed until the journey jumps it forward.
    await page.clock.install()
    await openChecklist(page, fitted)
    for (const n of [1, 2, 3, 4]) await proveAndConfirm(page, fitted, n)

    const startTimer = stepCard(page, 5).getByRole('timer', { name: 'Time left to start' })
    await startTimer.waitFor()
    expect(await startTimer.textContent()).toMatch(/^(09|10):\d\d$/)
    // 9 minutes 56 seconds later: 4 s or less are left, past the 5 s limit.
    await page.clock.fastForward('09:56')
    const alert = page.getByRole('alert').filter({
      hasText: 'More than 10 minutes has passed since Step 4 completed. You will have to start checklist again.',
    })
    await alert.first().waitFor()
    // The checklist starts again from step 1, and the alert stays to say why.
    await stepCard(page, 5).waitFor({ state: 'detached' })
    await alert.waitFor()
    await stepCard(page, 2).waitFor({ state: 'detached' })
    await stepCard(page, 1).getByRole('button', { name: 'Confirm' }).waitFor()
  })
})
