import { randomBytes } from 'node:crypto'
import { HUB_MAX_WATCHED_VEHICLES, hubMessages } from '@vigil/domain'
import {
  closeFrame,
  completionError,
  completionOk,
  HANDSHAKE_OK,
  handshakeError,
  MessageType,
  PING_FRAME,
  parseRecord,
  RecordReader,
} from './protocol.ts'

export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling'

/** What a connection needs from whichever transport carries it. */
export interface Transport {
  readonly name: TransportName
  /** Writes one or more complete records. */
  send(frame: Buffer): void
  /** Bytes accepted by `send` but not yet handed to the kernel. */
  bufferedBytes(): number
  /** Ends the transport after queued data (a Close record included) has gone out. */
  end(): void
  /** Drops the transport at once. */
  terminate(): void
}

/** The identity and rights the API resolved from an access token. */
export interface HubPrincipal {
  userId: number
  role: string
  companyIds?: readonly number[]
  /** Epoch milliseconds when the access token expires; the hub then closes with allowReconnect so the client re-negotiates with a fresh token. */
  expiresAt?: number
  [claim: string]: unknown
}

export interface ConnectionHost {
  readonly maxBufferedBytes: number
  opened(connection: HubConnection): void
  closed(connection: HubConnection): void
  forget(connection: HubConnection): void
  unknownMethod(connection: HubConnection, target: string): void
  overflowed(connection: HubConnection): void
}

const makeId = (): string => randomBytes(16).toString('base64url')

export type ConnectionState = 'negotiated' | 'handshaking' | 'open' | 'closed'

/** One logical SignalR connection, from negotiate until its transport is gone. */
export class HubConnection {
  readonly connectionId = makeId()
  readonly connectionToken = makeId()
  readonly createdAt = Date.now()
  state: ConnectionState = 'negotiated'
  transport: Transport | null = null
  principal: HubPrincipal
  /** Order in which connections opened; vehicle audiences use it to check only newcomers. */
  sequence = 0
  lastReceivedAt = Date.now()
  lastSentAt = Date.now()
  /** Vehicles whose audience currently includes this connection, so closing removes it from each. */
  readonly watching = new Set<number>()
  /** Vehicles whose GPS pushes the client asked for (WatchVehicles); null, until it asks, means every vehicle it may see. */
  gpsWatch: ReadonlySet<number> | null = null
  private readonly reader = new RecordReader()
  private readonly host: ConnectionHost

  constructor(host: ConnectionHost, principal: HubPrincipal) {
    this.host = host
    this.principal = principal
  }

  attach(transport: Transport): void {
    this.transport = transport
    this.state = 'handshaking'
    this.lastReceivedAt = Date.now()
  }

  /** Feeds text the client sent (a WebSocket frame or a POST body). */
  receive(text: string): void {
    this.lastReceivedAt = Date.now()
    for (const raw of this.reader.push(text)) {
      if (this.state === 'closed') return
      const record = parseRecord(raw)
      if (this.state === 'handshaking') this.handshake(record)
      else if (record) this.dispatch(record)
    }
  }

  private handshake(record: ReturnType<typeof parseRecord>): void {
    if (record?.protocol !== 'json') {
      const protocol = typeof record?.protocol === 'string' ? record.protocol : 'unknown'
      this.write(handshakeError(hubMessages.protocolNotAvailable(protocol)))
      this.end()
      return
    }
    if (record.version !== 1) {
      this.write(handshakeError(hubMessages.versionNotSupported(String(record.version))))
      this.end()
      return
    }
    this.write(HANDSHAKE_OK)
    this.state = 'open'
    this.host.opened(this)
  }

  private dispatch(record: NonNullable<ReturnType<typeof parseRecord>>): void {
    switch (record.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation: {
        const target = typeof record.target === 'string' ? record.target : ''
        if (target === 'WatchVehicles' && record.type === MessageType.Invocation) {
          this.watchVehicles(record.arguments, record.invocationId)
          return
        }
        this.host.unknownMethod(this, target)
        if (typeof record.invocationId === 'string') {
          this.write(completionError(record.invocationId, hubMessages.unknownMethod(target)))
        }
        return
      }
      case MessageType.Close:
        this.close()
        return
      default:
        // Pings, cancellations, stream items and unknown types need no answer.
        return
    }
  }

  /** Whether this connection wants the vehicle's GPS pushes (it may see the vehicle: the audience decides that). */
  wantsGps(vehicleId: number): boolean {
    return this.gpsWatch === null || this.gpsWatch.has(vehicleId)
  }

  /** WatchVehicles(ids | null): replaces the GPS watch set; ids it may not see simply never match its audiences. */
  private watchVehicles(args: unknown, invocationId: unknown): void {
    const ids = Array.isArray(args) ? args[0] : undefined
    const valid = ids === null || (Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)))
    if (valid) this.gpsWatch = ids === null ? null : new Set((ids as number[]).slice(0, HUB_MAX_WATCHED_VEHICLES))
    if (typeof invocationId !== 'string') return
    this.write(valid ? completionOk(invocationId) : completionError(invocationId, hubMessages.watchVehiclesArguments))
  }

  /** Sends a pre-serialised push; a connection whose unsent data passed the limit is dropped so its client reconnects and refetches. */
  push(frame: Buffer): void {
    if (this.state !== 'open' || !this.transport) return
    if (this.transport.bufferedBytes() + frame.length > this.host.maxBufferedBytes) {
      this.host.overflowed(this)
      this.terminate()
      return
    }
    this.lastSentAt = Date.now()
    this.transport.send(frame)
  }

  ping(): void {
    if (this.state === 'open') this.write(PING_FRAME)
  }

  private write(text: string): void {
    this.lastSentAt = Date.now()
    this.transport?.send(Buffer.from(text))
  }

  /** Sends a Close record (when asked) and ends the transport after it. */
  close(options?: { error?: string; allowReconnect?: boolean }): void {
    if (this.state === 'closed') return
    const wasOpen = this.state === 'open'
    this.markClosed()
    if (!this.transport) {
      this.host.forget(this)
      return
    }
    if (options && wasOpen) this.write(closeFrame(options))
    this.transport.end()
  }

  private end(): void {
    this.markClosed()
    this.transport?.end()
  }

  terminate(): void {
    this.markClosed()
    if (this.transport) this.transport.terminate()
    else this.host.forget(this)
  }

  /** The transport is gone (socket closed, stream ended, poll 204 or DELETE). */
  transportEnded(): void {
    this.markClosed()
    this.host.forget(this)
  }

  private markClosed(): void {
    if (this.state === 'closed') return
    this.state = 'closed'
    this.host.closed(this)
  }
}
