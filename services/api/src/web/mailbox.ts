import { notifications } from '@vigil/db/schema'
import { requestMessages } from '@vigil/domain'
import { forbidden, isLocalRequest } from '@vigil/server-kit'
import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/**
 * GET /dev/mailbox (development only): the outbox as a page, so emailed links and SMS codes can be followed without
 * a provider. It holds reset links and one-time codes, so it answers only this machine or a signed-in Admin.
 */
export async function mailboxPage(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalRequest(request) && request.user?.role !== 'Admin') {
      throw forbidden(requestMessages.localMailboxOnly)
    }
    const messages = await app.db.select().from(notifications).orderBy(desc(notifications.id)).limit(200)
    const rows = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject || 'SMS')}</h2>
  <p><strong>${message.channel}</strong> to ${escapeHtml(message.to)} · ${message.createdOn.toISOString()} · ${message.status}</p>
  <pre>${linkify(escapeHtml(message.body))}</pre>
</article>`,
      )
      .join('\n')
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox | Vigil</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1>
${rows || '<p>No messages yet.</p>'}
</body></html>`)
  })
}
