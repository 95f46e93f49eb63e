// The embedded database's own thread: PGlite runs PostgreSQL as WebAssembly, synchronously, so on the API's thread
// every statement (and every commit that writes a new WAL segment) would stop the event loop. Here it stops only
// this thread; `pglite-thread.ts` is the API's side.

import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { StatementAbandoned } from './abandon.ts'
import type { Reply, Request } from './pglite-thread.ts'

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0]

const port = parentPort!
const { location, image } = workerData as { location: string; image: Uint8Array | undefined }

// The same as drizzle's: dates, times and intervals stay the text PostgreSQL sent.
const asText = (value: string) => value
const textParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
)

/** An error as plain data: its message and its PostgreSQL fields (code, detail, constraint...). */
const plainError = (error: unknown) => {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  return { ...fields, name: error.name, message: error.message }
}

const rolledBack = Symbol('rolled back')
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; ended: Promise<unknown> }>()
let nextTransaction = 1

const startTransaction = (db: PGlite) =>
  new Promise<number>((started, failed) => {
    const id = nextTransaction++
    let end!: (commit: boolean) => void
    const decided = new Promise<boolean>((resolve) => {
      end = resolve
    })
    const ended = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, ended })
        started(id)
        if (!(await decided)) throw rolledBack
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error
      })
      .finally(() => transactions.delete(id))
    ended.catch(failed)
  })

// pg_trgm backs the clients search's trigram indexes (migration 0007), as on PostgreSQL. A test's image (a dumped data
// directory) replaces initdb.
const db = await PGlite.create(location, {
  extensions: { pg_trgm },
  ...(image ? { loadDataDir: new Blob([image as Uint8Array<ArrayBuffer>]) } : {}),
})
// A new WAL segment is otherwise written full of zeros first: 16 MB inside one commit.
await db.exec('set wal_init_zero = off')

// Statements outside transactions take their turn here rather than inside PGlite, so that one whose caller has gone
// (`cancel`) can be skipped before it starts; PGlite runs one statement at a time either way.
const waiting = new Set<number>()
const cancelled = new Set<number>()
let lastTurn: Promise<unknown> = Promise.resolve()
const inTurn = <T>(id: number, work: () => Promise<T>): Promise<T> => {
  waiting.add(id)
  const turn = lastTurn.then(async () => {
    // Messages that came while the statement before ran are read first: cancels among them.
    await new Promise(setImmediate)
    // A statement started behind an open transaction could no longer be skipped; waiting once cannot starve it.
    await Promise.allSettled([...transactions.values()].map((transaction) => transaction.ended))
    waiting.delete(id)
    if (cancelled.delete(id)) throw new StatementAbandoned()
    return work()
  })
  lastTurn = turn.catch(() => undefined)
  return turn
}

const handle = async (request: Request): Promise<unknown> => {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx
      if (!on) throw new Error('The transaction has ended.')
      const run = () =>
        on.query(request.text, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          ...(request.textDates ? { parsers: textParsers } : {}),
        })
      const result = await (request.tx === undefined ? inTurn(request.id, run) : run())
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'exec': {
      const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx
      if (!on) throw new Error('The transaction has ended.')
      return (await on.exec(request.text)).map((result) => ({ rows: result.rows, affectedRows: result.affectedRows }))
    }
    case 'begin':
      return startTransaction(db)
    case 'end': {
      const transaction = transactions.get(request.tx)
      if (!transaction) throw new Error('The transaction has ended.')
      transaction.end(request.commit)
      await transaction.ended
      return null
    }
    case 'close':
      await db.close()
      return null
    case 'cancel':
      if (waiting.has(request.target)) cancelled.add(request.target)
      return null
  }
}

port.on('message', (request: Request) => {
  // A cancel has no caller waiting for its answer.
  if (request.op === 'cancel') return void handle(request)
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies Reply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: plainError(error) } satisfies Reply),
  )
})
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies Reply)
