import type { ServerResponse } from 'node:http'
import type { HubConnection, Transport } from '../connection.ts'

const NO_CACHE = {
  'Cache-Control': 'no-cache, no-store',
  Pragma: 'no-cache',
  Expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
}

/** Holds records until the client's next poll; a 204 tells the client the server closed the connection. */
export class LongPollingTransport implements Transport {
  readonly name = 'LongPolling'
  /** When the last poll finished; a client with no poll outstanding for too long is gone. */
  idleSince = Date.now()
  private queue: Buffer[] = []
  private queuedBytes = 0
  private pending: { res: ServerResponse; timer: NodeJS.Timeout } | null = null
  private ending = false
  private readonly connection: HubConnection
  private readonly pollTimeoutMs: number

  constructor(connection: HubConnection, pollTimeoutMs: number) {
    this.connection = connection
    this.pollTimeoutMs = pollTimeoutMs
  }

  get polling(): boolean {
    return this.pending !== null
  }

  /** The first poll only confirms the transport and must carry no data. */
  start(res: ServerResponse): void {
    this.connection.attach(this)
    res.writeHead(200, { ...NO_CACHE, 'Content-Length': '0' }).end()
    this.idleSince = Date.now()
  }

  poll(res: ServerResponse): void {
    if (this.pending) this.finish(204)
    if (this.queuedBytes > 0) {
      this.reply(res)
      return
    }
    if (this.ending) {
      res.writeHead(204, NO_CACHE).end()
      this.connection.transportEnded()
      return
    }
    const timer = setTimeout(() => this.finish(200), this.pollTimeoutMs)
    this.pending = { res, timer }
    res.on('close', () => {
      if (this.pending?.res !== res) return
      clearTimeout(this.pending.timer)
      this.pending = null
      this.idleSince = Date.now()
    })
  }

  send(frame: Buffer): void {
    this.queue.push(frame)
    this.queuedBytes += frame.length
    // Let records published in the same tick share one poll response.
    if (this.pending && this.queue.length === 1) setImmediate(() => this.flush())
  }

  bufferedBytes(): number {
    return this.queuedBytes + (this.pending?.res.writableLength ?? 0)
  }

  end(): void {
    this.ending = true
    if (this.pending && this.queuedBytes === 0) this.finish(204)
  }

  terminate(): void {
    this.queue = []
    this.queuedBytes = 0
    this.ending = true
    if (this.pending) this.finish(204)
  }

  /** DELETE from the client's stop(). */
  remove(): void {
    this.terminate()
    this.connection.transportEnded()
  }

  private flush(): void {
    const pending = this.pending
    if (!pending || this.queuedBytes === 0) return
    clearTimeout(pending.timer)
    this.pending = null
    this.reply(pending.res)
  }

  private reply(res: ServerResponse): void {
    const body = Buffer.concat(this.queue, this.queuedBytes)
    this.queue = []
    this.queuedBytes = 0
    res.writeHead(200, { ...NO_CACHE, 'Content-Type': 'application/octet-stream', 'Content-Length': body.length })
    res.end(body)
    this.idleSince = Date.now()
  }

  private finish(status: 200 | 204): void {
    const pending = this.pending
    if (!pending) return
    clearTimeout(pending.timer)
    this.pending = null
    pending.res.writeHead(status, { ...NO_CACHE, 'Content-Length': '0' }).end()
    this.idleSince = Date.now()
    if (status === 204 && this.ending) this.connection.transportEnded()
  }
}
