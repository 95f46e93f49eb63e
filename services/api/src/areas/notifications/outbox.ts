import type { Database } from '@vigil/db'
import { notifications } from '@vigil/db/schema'
import { eq, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'

export type EmailMessage = { to: string; subject: string; body: string }
export type SmsMessage = { to: string; body: string }

/** How email leaves the building; SMTP when `SMTP_URL` is set. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>
}

/** How SMS leaves the building; a provider adapter implements this. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export function smtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body })
    },
  }
}

export type Notifier = {
  email(message: EmailMessage): Promise<number>
  sms(message: SmsMessage): Promise<number>
}

/** Where delivery is logged: the app's logger, or any with the same two levels. */
type DeliveryLog = {
  info(fields: Record<string, unknown>, message: string): void
  error(fields: Record<string, unknown>, message: string): void
}

type NotifierOptions = {
  db: () => Database
  log: DeliveryLog
  emailSender?: EmailSender | undefined
  smsSender?: SmsSender | undefined
}

/**
 * Every message is written to the outbox first; then it is handed to the sender, or, when there is none,
 * only logged (status 'logged') and readable at the development mailbox.
 */
export function createNotifier({ db, log, emailSender, smsSender }: NotifierOptions): Notifier {
  async function deliver(
    channel: 'email' | 'sms',
    to: string,
    subject: string,
    body: string,
    send: (() => Promise<void>) | undefined,
  ): Promise<number> {
    const [row] = await db()
      .insert(notifications)
      .values({ channel, to, subject, body })
      .returning({ id: notifications.id })
    const id = row!.id
    if (!send) {
      // The body holds links and codes that sign someone in: it stays in the outbox (the development mailbox).
      log.info({ notification: id, channel }, `${channel} not sent (no provider configured); see /dev/mailbox`)
      await db().update(notifications).set({ status: 'logged' }).where(eq(notifications.id, id))
      return id
    }
    try {
      await send()
      await db()
        .update(notifications)
        .set({ status: 'sent', attempts: sql`${notifications.attempts} + 1`, sentOn: new Date() })
        .where(eq(notifications.id, id))
    } catch (error) {
      log.error({ err: error, notification: id }, `${channel} delivery failed`)
      await db()
        .update(notifications)
        .set({ status: 'failed', attempts: sql`${notifications.attempts} + 1`, lastError: String(error) })
        .where(eq(notifications.id, id))
    }
    return id
  }
  return {
    email: (message) =>
      deliver('email', message.to, message.subject, message.body, emailSender && (() => emailSender.send(message))),
    sms: (message) => deliver('sms', message.to, '', message.body, smsSender && (() => smsSender.send(message))),
  }
}
