// Issue #28: nothing floats over a control at any width. On each dashboard page at 1280, 1029 (the compact device
// card), 768 (the mobile breakpoint) and 375 px, screen by screen as a person scrolls, every control on the screen is
// the element found at its own centre: no header, floating button, badge or notice lies on top of it.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoEmail, newPage, signIn, waitForPath } from '../harness/index.ts'
import { api, filter } from './api.ts'

const SHOTS = '/tmp/answers-shots'
mkdirSync(SHOTS, { recursive: true })

const WIDTHS = [1280, 1029, 768, 375]
// Enough for the first screens of a long list without walking every card of it.
const CONTROLS_PER_PAGE = 200

/**
 * The controls whose centre is something else, looked at screen by screen from the top as a person scrolls: every
 * control wholly on the screen must be the element found at its own centre.
 */
const coveredControls = async (limit: number) => {
  const selector =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="combobox"]'
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    // A visually hidden input (React Aria's switch and checkbox) is 1 px and drawn over by its own picture.
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"]')
  }
  const covered = new Set<string>()
  const screens = Math.min(6, Math.ceil(document.documentElement.scrollHeight / innerHeight))
  for (let screen = 0; screen < screens; screen += 1) {
    window.scrollTo(0, screen * innerHeight * 0.8)
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)))
    // Content scrolls under a bar pinned across the top (the header): what is under it is off the screen, not covered.
    const bars = [...document.querySelectorAll('body *')].filter((element) => {
      const { position } = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return (position === 'sticky' || position === 'fixed') && box.top <= 1 && box.width >= innerWidth * 0.9
    })
    const top = Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom))
    const controls = [...document.querySelectorAll(selector)].filter(visible).slice(0, limit)
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      const pinned = bars.some((bar) => bar.contains(control))
      if ((!pinned && box.top < top) || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) continue
      // The centre and four points towards the edges (not the corners, which rounding leaves outside the control): a
      // button half over another leaves its centre free.
      const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2]
      const points = [
        [middleX, middleY],
        [box.left + box.width * 0.15, middleY],
        [box.right - box.width * 0.15, middleY],
        [middleX, box.top + box.height * 0.2],
        [middleX, box.bottom - box.height * 0.2],
      ] as const
      for (const [x, y] of points) {
        const found = document.elementFromPoint(x, y)
        // A control inside a scrolling strip (the tabs) may be clipped by the strip's own edge: that is not a cover.
        if (found && (control === found || control.contains(found) || found.contains(control))) continue
        // A switch's or checkbox's own input, transparent under the picture of it that its label draws.
        if (found && control.closest('label') && found.closest('label') === control.closest('label')) continue
        // A field's own button drawn inside its frame (the password's 'Show'): part of the field, not over it.
        const adornment = found?.closest('button')
        if (adornment && adornment.parentElement === control.parentElement) continue
        const name = control.getAttribute('aria-label') || control.textContent?.trim().slice(0, 40) || control.tagName
        const cover = found ? `${found.tagName.toLowerCase()} '${found.textContent?.trim().slice(0, 30)}'` : 'nothing'
        covered.add(`'${name}' is under ${cover}`)
        break
      }
    }
  }
  window.scrollTo(0, 0)
  return [...covered]
}

describe('nothing floats over a control', () => {
  it.each(WIDTHS)('on the dashboard pages at %i px', async (width) => {
    const [holder] = (
      await api<{ items: { id: number }[] }>(
        `/Users?${filter("role eq 'Account-Holder'")}&$orderby=id%20asc&$pagesize=1`,
      )
    ).items
    const [company] = (await api<{ items: { id: number }[] }>('/Companies?$orderby=id%20asc&$pagesize=1')).items
    const pages = [
      '/agent/clients/all',
      '/agent/onboarding/outstanding-details',
      '/agent/onboarding/booking-pending',
      '/agent/onboarding/scheduled',
      '/agent/companies/all',
      `/agent/companies/${company?.id}/view`,
      `/agent/companies/${company?.id}/link-user`,
      `/agent/clients/${holder?.id}/account/view`,
      '/agent/burnin/all',
      '/agent/alarms/all',
      '/agent/devices/all',
      '/agent/onboarding/client/add',
      '/admin/add-agent',
      '/admin/add-company',
      '/reset-password',
    ]
    const page = await newPage({ viewport: { width, height: 800 } })
    await signIn(page, demoEmail('Admin'))
    await waitForPath(page, /^\/agent\//, 45_000)
    const problems: string[] = []
    for (const path of pages) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // The lists and cards arrive after the first paint; a page still loading has no controls to cover.
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('[role="status"]')].some((status) =>
            /^Loading/.test(status.getAttribute('aria-label') ?? status.textContent ?? ''),
          ),
        null,
        { timeout: 30_000 },
      )
      const name = path.replace(/\//g, '_').replace(/^_/, '')
      await page.screenshot({ path: `${SHOTS}/layout-${width}-${name}.png` })
      for (const problem of await page.evaluate(coveredControls, CONTROLS_PER_PAGE))
        problems.push(`${path}: ${problem}`)
    }
    expect(problems).toEqual([])
  })
})
