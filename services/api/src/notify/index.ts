import type { Database } from '@vigil/db'
import type { Notifier } from '../areas/notifications/outbox.ts'
import { claimDeliveries, releaseHeld, type SendContext, sendDelivery } from './deliver.ts'
import { escalateDue } from './escalate.ts'
import { claimNotices, fanOut } from './fanout.ts'
import { loadVapidKeys, type VapidKeys } from './push.ts'

/**
 * Who hears about an alarm (issue #30). Every node runs the same loop; the database hands each piece of work to one
 * node (claims with `for update skip locked`), so an alarm event reaches each recipient once, not once per node.
 */
export interface NotifyWorker {
  vapid: VapidKeys
  /**
   * One pass: fan out new notices, escalate what is due, release what quiet hours held, send what is due; answers
   * the deliveries attempted.
   */
  runOnce(): Promise<number>
  /** Runs a pass every `intervalMs` (none when it is 0: tests drive the passes). */
  start(): void
  /** Stops the passes and waits for the one under way. */
  stop(): Promise<void>
}

export interface NotifyDependencies {
  db: () => Database
  notifier: Notifier
  clock: () => Date
  log: { error(details: object, message: string): void }
  dataDir: string
  publicUrl: string
  production: boolean
  /** WEBHOOK_ALLOW_PRIVATE: a receiver on this machine in tests and development; production ignores it. */
  webhookAllowPrivate: boolean
  intervalMs: number
  /** The most notices, and the most deliveries, this node claims in one pass; the rest wait for the next pass. */
  batch: number
}

export function createNotifyWorker(deps: NotifyDependencies): NotifyWorker {
  const vapid = loadVapidKeys(deps.dataDir)
  const deskUrl = `${deps.publicUrl}/agent/alarms`
  const context = (): SendContext => ({
    db: deps.db(),
    notifier: deps.notifier,
    vapid,
    vapidSubject: `mailto:no-reply@${new URL(deps.publicUrl).hostname}`,
    guard: { production: deps.production, allowPrivate: deps.webhookAllowPrivate && !deps.production },
  })

  async function runOnce(): Promise<number> {
    const db = deps.db()
    const now = deps.clock()
    for (const notice of await claimNotices(db, now, deps.batch)) await fanOut(db, notice, now, deskUrl)
    if ((await escalateDue(db, now)) > 0) {
      for (const notice of await claimNotices(db, now, deps.batch)) await fanOut(db, notice, now, deskUrl)
    }
    await releaseHeld(db, now)
    const due = await claimDeliveries(db, now, deps.batch)
    await Promise.all(due.map((delivery) => sendDelivery(context(), delivery, now)))
    return due.length
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  return {
    vapid,
    runOnce,
    start() {
      if (deps.intervalMs <= 0) return
      timer = setInterval(() => {
        running = running
          .then(runOnce)
          .catch((error: unknown) => deps.log.error({ err: error }, 'notifications pass failed'))
      }, deps.intervalMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
