// What journeys use: the started product's facts, a fresh browser context per page, sign-in, the development
// mailbox and the accessibility check. Locate elements by role and accessible name, as a user perceives them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { ownClientAddress } from './api.ts'
import type { DemoRole, ProductFacts } from './product.ts'

export type { DemoRole, ProductFacts } from './product.ts'

/** The product started once for the whole run by the global setup. */
export const product = (): ProductFacts => inject('product')

export const desktop = { width: 1280, height: 800 }
export const mobile = { width: 375, height: 812 }

let browser: Browser | undefined
const contexts: BrowserContext[] = []

/** A page in a fresh browser context (no cookies, storage or cache) on the product's origin. */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  browser ??= await chromium.connect(inject('browserEndpoint'))
  const context = await browser.newContext({
    viewport: desktop,
    baseURL: product().baseURL,
    bypassCSP: true, // lets the accessibility check inject axe
    ...options,
  })
  contexts.push(context)
  // The product limits sign-ins (and checklist passcodes) per client address: this context is one person's device,
  // with an address of its own, so no journey spends another's allowance, whatever order they run in.
  const address = ownClientAddress()
  await context.route(`${product().baseURL}/api/**`, async (route) =>
    route.continue({ headers: { ...(await route.request().allHeaders()), 'x-forwarded-for': address } }),
  )
  const page = await context.newPage()
  // The machine is slow and shared: wait for what a user would wait for, not more.
  page.setDefaultTimeout(20_000)
  page.setDefaultNavigationTimeout(45_000)
  return page
}

/** For a failed test: each open page's address, title and accessibility tree, and a screenshot in the temp folder. */
export async function describeOpenPages(testName: string): Promise<string> {
  const pages = contexts.flatMap((context) => context.pages())
  const lines: string[] = []
  for (const [index, page] of pages.entries()) {
    const screenshot = join(tmpdir(), `vigil-e2e-${testName.replace(/\W+/g, '-').slice(0, 80)}-${index}.png`)
    await page.screenshot({ path: screenshot, fullPage: true, timeout: 5_000 }).catch(() => undefined)
    // The accessibility tree, as the journeys' role-and-name locators see the page.
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => '(no accessibility tree)')
    lines.push(`page ${page.url()} titled '${await page.title()}' (screenshot ${screenshot}):\n${tree.slice(0, 1500)}`)
  }
  return lines.join('\n\n')
}

/** Closes this test's contexts (after each test) and the connection to the browser (after each file): setup.ts. */
export async function closeContexts(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
}
export async function disconnectBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/** The demo user's email for a role. */
export const demoEmail = (role: DemoRole): string => product().demoUsers[role]

/** Signs in on /login the ordinary way: fill both fields and press the sign-in button. */
export async function signIn(page: Page, email: string, password = product().demoPassword): Promise<void> {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A password input has no ARIA role, so it is found by its label. */
export const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true })

/** Waits until the page's path equals `expected`, or its path and query match the pattern. */
export async function waitForPath(page: Page, expected: string | RegExp, timeoutMs = 20_000): Promise<void> {
  const matches = (url: URL) =>
    typeof expected === 'string' ? url.pathname === expected : expected.test(`${url.pathname}${url.search}`)
  await page.waitForURL(matches, { timeout: timeoutMs })
}

export type MailboxMessage = {
  subject: string
  channel: string
  to: string
  createdOn: string
  status: string
  body: string
  /** Every link in the body, in order. */
  links: string[]
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')

/** The development mailbox (GET /dev/mailbox, an HTML page), newest first, optionally only messages to `to`. */
export async function readMailbox(baseURL: string, to?: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseURL}/dev/mailbox`)
  if (!response.ok) throw new Error(`GET /dev/mailbox answered ${response.status}`)
  const html = await response.text()
  const messages = [...html.matchAll(/<article>([\s\S]*?)<\/article>/g)].map(([, article = '']): MailboxMessage => {
    const subject = textOf(/<h2>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? '')
    const meta = /<p><strong>([^<]*)<\/strong> to ([\s\S]*?)<\/p>/.exec(article)
    const [recipient = '', createdOn = '', status = ''] = textOf(meta?.[2] ?? '').split(' · ')
    const body = textOf(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '')
    return {
      subject,
      channel: meta?.[1] ?? '',
      to: recipient,
      createdOn,
      status,
      body,
      links: body.match(/https?:\/\/\S+/g) ?? [],
    }
  })
  return to ? messages.filter((message) => message.to.toLowerCase() === to.toLowerCase()) : messages
}

/** Waits for the first message to `to` that `accept` takes (e.g. newer than a time, or with a given subject). */
export async function waitForMessage(
  baseURL: string,
  to: string,
  accept: (message: MailboxMessage) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readMailbox(baseURL, to)).find(accept)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no message to ${to} arrived in the development mailbox`)
    await sleep(250)
  }
}

/** The first link in a message whose path is `path` (e.g. '/reset-password'), as a path with its query. */
export function linkTo(message: MailboxMessage, path: string): string {
  for (const link of message.links) {
    const url = new URL(link)
    if (url.pathname === path) return `${url.pathname}${url.search}`
  }
  throw new Error(`the message '${message.subject}' has no link to ${path}`)
}

/** The one-time code in an SMS or email (the first run of 4 to 8 digits). */
export function oneTimeCode(message: MailboxMessage): string {
  const code = /\b\d{4,8}\b/.exec(message.body)?.[0]
  if (!code) throw new Error(`the message '${message.subject}' holds no one-time code`)
  return code
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type AxeViolation = {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** Runs axe on the page as it is now and fails on any serious or critical violation, listing each readably. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: unknown[] }
    return results.violations
  })
  const blocking = (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  if (blocking.length === 0) return
  const report = blocking
    .map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes.map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n')
  throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n${report}`)
}

/** The labels of the header menu's entries, in order (opens the menu, reads it, closes it again). */
export async function menuLabels(page: Page, menuName = 'Menu'): Promise<string[]> {
  await page.getByRole('button', { name: menuName }).click()
  const items = page.getByRole('menuitem')
  await items.first().waitFor()
  const labels = (await items.allInnerTexts()).map((label) => label.trim())
  await page.keyboard.press('Escape')
  return labels
}

/** Every path the main frame shows from now on, client-side (history API) navigations included. */
export function recordPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname)
  })
  return paths
}

/** The signed-in user the dashboard keeps in local storage ('authorised-user'), or null. */
export const storedUser = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('authorised-user'))

/**
 * Waits for the document title a page sets once it is shown ('{area} | Vigil'), failing with the title it has. The
 * open alarms' count is on the Alarms tab, never in the title (issue #28).
 */
export async function expectTitle(page: Page, expected: string | RegExp, timeoutMs = 10_000): Promise<void> {
  const matches = (title: string) => (typeof expected === 'string' ? title === expected : expected.test(title))
  const deadline = Date.now() + timeoutMs
  while (!matches(await page.title())) {
    if (Date.now() > deadline)
      throw new Error(`the page ${page.url()} is titled '${await page.title()}', not '${expected}'`)
    await sleep(100)
  }
}

export * from './api.ts'
