import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import type { DeviceEvent, GatewayError } from '@vigil/device-protocols'
import {
  type AvlRecord,
  createFrameSplitter,
  decodeFrame,
  encodeCommandFrame,
  encodeRecordAck,
  handshakeAccepted,
  handshakeRejected,
  parseHandshake,
  type RecordsToEventsOptions,
  recordsToEvents,
  type TeltonikaSessionState,
} from '@vigil/device-protocols/teltonika'

export interface TeltonikaProblem {
  imei?: string
  remoteAddress?: string
  error: GatewayError
}

export interface TeltonikaServerOptions {
  /** Store the events; the device is acknowledged only after this resolves, so a rejection makes it resend. */
  onRecords(imei: string, events: DeviceEvent[], records: AvlRecord[]): Promise<void>
  /** Unknown devices are refused with `00`. Defaults to accepting every IMEI. */
  authorize?(imei: string): boolean | Promise<boolean>
  onConnectionChange?(imei: string, online: boolean): void
  /** Refused devices, bad frames, failed stores: for the log. */
  onProblem?(problem: TeltonikaProblem): void
  handshakeTimeoutMs?: number
  /** A connection that sends nothing (not even a keep-alive) for this long is closed; the tracker reconnects. */
  idleTimeoutMs?: number
  /** A frame started but not finished within this long (a connection stopped mid-frame) is closed. */
  partialFrameTimeoutMs?: number
  commandTimeoutMs?: number
  newId?: RecordsToEventsOptions['newId']
}

export interface TeltonikaServer {
  readonly server: Server
  listen(port?: number, host?: string): Promise<AddressInfo>
  close(): Promise<void>
  /** Sends a Codec 12 command and resolves with the device's reply text; one command in flight per device. */
  sendCommand(imei: string, text: string, options?: { timeoutMs?: number }): Promise<string>
  isConnected(imei: string): boolean
}

interface PendingCommand {
  text: string
  timeoutMs: number
  resolve(reply: string): void
  reject(error: Error): void
  timer?: NodeJS.Timeout
}

interface DeviceSession {
  socket: Socket
  commands: PendingCommand[]
}

/** On a graceful stop, how long records already taken may take to commit (and be acknowledged) before trackers drop. */
const drainMs = 5000

export function createTeltonikaServer(options: TeltonikaServerOptions): TeltonikaServer {
  const sessions = new Map<string, DeviceSession>()
  const sockets = new Set<Socket>()
  // Records being stored; a graceful stop acknowledges them before it closes the connections.
  const storing = new Set<Promise<unknown>>()
  let closing = false
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 10_000
  const idleTimeoutMs = options.idleTimeoutMs ?? 10 * 60_000
  const partialFrameTimeoutMs = options.partialFrameTimeoutMs ?? 30_000
  const defaultCommandTimeoutMs = options.commandTimeoutMs ?? 30_000
  const report = (problem: TeltonikaProblem) => options.onProblem?.(problem)

  function sendNextCommand(session: DeviceSession): void {
    const command = session.commands[0]
    if (command === undefined || command.timer !== undefined) return
    command.timer = setTimeout(() => {
      session.commands.shift()
      command.reject(new Error(`The device did not answer "${command.text}" in time.`))
      sendNextCommand(session)
    }, command.timeoutMs)
    session.socket.write(encodeCommandFrame(command.text))
  }

  function answerOldestCommand(session: DeviceSession, reply: string): void {
    const command = session.commands.shift()
    if (command === undefined) return
    clearTimeout(command.timer)
    command.resolve(reply)
    sendNextCommand(session)
  }

  function handleConnection(socket: Socket): void {
    sockets.add(socket)
    const remoteAddress = socket.remoteAddress
    let imei: string | undefined
    let handshakeBytes = Buffer.alloc(0)
    let accepted = false
    let sessionState: TeltonikaSessionState = {}
    let work = Promise.resolve()
    const splitter = createFrameSplitter()
    const session: DeviceSession = { socket, commands: [] }
    const handshakeTimer = setTimeout(() => socket.destroy(), handshakeTimeoutMs)

    async function handleAvl(frame: Buffer, deviceImei: string): Promise<void> {
      const decoded = decodeFrame(frame)
      if (!decoded.ok) {
        report({ imei: deviceImei, remoteAddress, error: decoded.error })
        return
      }
      const packet = decoded.value
      if (packet.kind === 'reply') {
        answerOldestCommand(session, packet.text)
        return
      }
      if (packet.kind !== 'avl') return
      const mapped = recordsToEvents(deviceImei, packet.records, { previous: sessionState, newId: options.newId })
      try {
        await options.onRecords(deviceImei, mapped.events, packet.records)
      } catch (error) {
        report({ imei: deviceImei, remoteAddress, error: { code: 'store-failed', message: String(error) } })
        return
      }
      sessionState = mapped.state
      if (!socket.destroyed) socket.write(encodeRecordAck(packet.records.length))
    }

    function pushFrames(chunk: Buffer, deviceImei: string): void {
      const output = splitter.push(chunk)
      for (const item of output.items) {
        if (item.kind === 'keep-alive') continue
        // Replies must not wait behind a slow store; records are stored in the order they arrived.
        if (item.frame[8] === 0x0c) {
          void handleAvl(item.frame, deviceImei)
          continue
        }
        // Stopping: records are not taken (nor acknowledged), so the tracker sends them again after reconnecting.
        if (closing) continue
        const stored = work.then(() => handleAvl(item.frame, deviceImei))
        work = stored
        storing.add(stored)
        void stored.finally(() => storing.delete(stored))
      }
      if (output.error) {
        report({ imei: deviceImei, remoteAddress, error: output.error })
        socket.destroy()
      }
    }

    /** Bytes that arrive while authorising collect in handshakeBytes and are replayed after acceptance. */
    async function completeHandshake(candidate: string, consumed: number): Promise<void> {
      let allowed = false
      try {
        allowed = await (options.authorize?.(candidate) ?? true)
      } catch (error) {
        report({ imei: candidate, remoteAddress, error: { code: 'authorize-failed', message: String(error) } })
      }
      if (socket.destroyed) return
      if (!allowed) {
        report({ imei: candidate, remoteAddress, error: { code: 'unknown-device', message: 'The IMEI is not known.' } })
        socket.end(handshakeRejected)
        return
      }
      imei = candidate
      accepted = true
      const previous = sessions.get(candidate)
      if (previous && previous.socket !== socket) previous.socket.destroy()
      sessions.set(candidate, session)
      options.onConnectionChange?.(candidate, true)
      socket.write(handshakeAccepted)
      const rest = handshakeBytes.subarray(consumed)
      handshakeBytes = Buffer.alloc(0)
      if (rest.length > 0) pushFrames(Buffer.from(rest), candidate)
      armIdleTimeout()
    }

    // After the handshake: silence closes the connection, sooner when it stopped in the middle of a frame.
    const armIdleTimeout = () => socket.setTimeout(splitter.pendingBytes > 0 ? partialFrameTimeoutMs : idleTimeoutMs)
    socket.on('timeout', () => {
      const stalled = splitter.pendingBytes > 0
      report({
        ...(imei ? { imei } : {}),
        remoteAddress,
        error: {
          code: stalled ? 'partial-frame-timeout' : 'idle-timeout',
          message: stalled ? 'The connection stopped in the middle of a frame.' : 'The connection went quiet.',
        },
      } as TeltonikaProblem)
      socket.destroy()
    })
    socket.on('data', (chunk: Buffer) => {
      if (accepted && imei !== undefined) {
        pushFrames(chunk, imei)
        armIdleTimeout()
        return
      }
      handshakeBytes = Buffer.concat([handshakeBytes, chunk])
      if (imei !== undefined) return // authorising: keep the bytes for later
      const outcome = parseHandshake(handshakeBytes)
      if (outcome.status === 'incomplete') return
      clearTimeout(handshakeTimer)
      if (outcome.status === 'error') {
        report({ remoteAddress, error: outcome.error })
        socket.end(handshakeRejected)
        return
      }
      imei = outcome.imei
      void completeHandshake(outcome.imei, outcome.consumed)
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(handshakeTimer)
      sockets.delete(socket)
      for (const command of session.commands) {
        clearTimeout(command.timer)
        command.reject(new Error('The device disconnected.'))
      }
      session.commands = []
      if (accepted && imei !== undefined && sessions.get(imei) === session) {
        sessions.delete(imei)
        options.onConnectionChange?.(imei, false)
      }
    })
  }

  const server = createServer(handleConnection)

  return {
    server,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          resolve(server.address() as AddressInfo)
        })
      })
    },
    async close() {
      closing = true
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
      const drained = Promise.allSettled([...storing])
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainMs).unref())])
      for (const socket of sockets) socket.destroy()
      await stopped
    },
    sendCommand(imei, text, commandOptions = {}) {
      const session = sessions.get(imei)
      if (session === undefined) return Promise.reject(new Error(`The device ${imei} is not connected.`))
      return new Promise<string>((resolve, reject) => {
        session.commands.push({ text, timeoutMs: commandOptions.timeoutMs ?? defaultCommandTimeoutMs, resolve, reject })
        sendNextCommand(session)
      })
    },
    isConnected(imei) {
      return sessions.has(imei)
    },
  }
}
