import { Worker } from 'node:worker_threads'
import { StatementAbandoned, statementSignal } from './abandon.ts'

// The API's side of the embedded database's thread (`pglite-worker.ts`): the part of PGlite's interface drizzle
// and the migrator use (query, exec, transaction, close), each call a message to the thread.

export type Request = { id: number } & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textDates: boolean; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
  | { op: 'cancel'; target: number }
)
export type Reply = { id: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: { message: string; [field: string]: unknown } }
)

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: object }

/** Queries on the thread's database, or inside one of its transactions. */
export class PgliteThreadSession {
  protected readonly call: Call
  private readonly tx: number | undefined

  constructor(call: Call, tx?: number) {
    this.call = call
    this.tx = tx
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions) {
    // drizzle always asks for dates as text (its parsers are functions, which cannot cross threads).
    return this.call(
      {
        op: 'query',
        text,
        ...(params ? { params } : {}),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
        textDates: options?.parsers !== undefined,
        ...(this.tx === undefined ? {} : { tx: this.tx }),
      },
      // A transaction's statements all run: one left out would change what the others mean.
      this.tx === undefined ? statementSignal() : undefined,
    ) as Promise<Omit<Results, 'rows'> & { rows: T[] }>
  }

  exec(text: string) {
    return this.call({ op: 'exec', text, ...(this.tx === undefined ? {} : { tx: this.tx }) }) as Promise<Results[]>
  }
}

type Call = (request: DistributiveOmit<Request, 'id'>, signal?: AbortSignal) => Promise<unknown>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** PGlite on a worker thread, so that running PostgreSQL never blocks the API's event loop. */
export class PgliteThread extends PgliteThreadSession {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  private nextId = 1
  private failure: Error | undefined

  private constructor(worker: Worker, call: Call) {
    super(call)
    this.worker = worker
  }

  /** Opens the database under `location` (a directory, or `memory://`) on a new thread, from `image` when given. */
  static async open(location: string, image?: Uint8Array): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { location, image } })
    const thread: PgliteThread = new PgliteThread(worker, (request, signal) => thread.send(request, signal))
    await new Promise<void>((resolve, reject) => {
      thread.pending.set(0, { resolve: () => resolve(), reject })
      worker.on('message', (reply: Reply) => thread.settle(reply))
      worker.on('error', (error) => thread.fail(error))
      worker.on('exit', (code) => thread.fail(new Error(`The embedded database thread stopped (exit code ${code}).`)))
    })
    return thread
  }

  private send(request: DistributiveOmit<Request, 'id'>, signal?: AbortSignal): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    if (signal?.aborted) return Promise.reject(new StatementAbandoned())
    const id = this.nextId++
    // The thread runs statements one at a time: one still waiting when its caller goes is skipped there.
    const cancel = () => this.worker.postMessage({ op: 'cancel', target: id, id: 0 } satisfies Request)
    signal?.addEventListener('abort', cancel, { once: true })
    const settled = () => signal?.removeEventListener('abort', cancel)
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (value) => {
          settled()
          resolve(value)
        },
        reject: (error) => {
          settled()
          reject(error)
        },
      })
      this.worker.postMessage({ ...request, id })
    })
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (reply.ok) waiting.resolve(reply.result)
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error))
  }

  private fail(error: Error): void {
    this.failure ??= error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteThreadSession) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number
    let result: T
    try {
      result = await work(new PgliteThreadSession(this.call, tx))
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined)
      throw error
    }
    await this.call({ op: 'end', tx, commit: true })
    return result
  }

  async close(): Promise<void> {
    if (this.failure) return
    await this.call({ op: 'close' })
    this.failure = new Error('The embedded database is closed.')
    await this.worker.terminate()
  }
}
