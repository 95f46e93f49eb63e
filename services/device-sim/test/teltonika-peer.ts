import { type AddressInfo, createServer, type Socket } from 'node:net'
import type { DeviceEvent } from '@vigil/device-protocols'
import {
  createFrameSplitter,
  decodeFrame,
  encodeCommandFrame,
  encodeRecordAck,
  handshakeAccepted,
  parseHandshake,
  recordsToEvents,
  type TeltonikaSessionState,
} from '@vigil/device-protocols/teltonika'

/**
 * The other end of a simulated Teltonika tracker's connection, speaking the protocol and nothing more: it accepts any
 * IMEI, acknowledges records once `onRecords` resolves, and sends Codec 12 commands. The platform's own TCP server is
 * tested with the simulator in the API's tests.
 */
export interface TeltonikaPeer {
  port: number
  /** Sends a command to the tracker of this IMEI and resolves with its reply (one at a time per tracker). */
  sendCommand(imei: string, text: string): Promise<string>
  close(): Promise<void>
}

export async function startTeltonikaPeer(onRecords: (events: DeviceEvent[]) => Promise<void>): Promise<TeltonikaPeer> {
  const trackers = new Map<string, { socket: Socket; replies: ((text: string) => void)[] }>()
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    const splitter = createFrameSplitter()
    const replies: ((text: string) => void)[] = []
    let imei: string | undefined
    let handshake = Buffer.alloc(0)
    let state: TeltonikaSessionState = {}
    let storing = Promise.resolve()
    socket.on('data', (chunk: Buffer) => {
      let bytes = chunk
      if (imei === undefined) {
        handshake = Buffer.concat([handshake, chunk])
        const outcome = parseHandshake(handshake)
        if (outcome.status !== 'ok') return
        imei = outcome.imei
        trackers.set(imei, { socket, replies })
        socket.write(handshakeAccepted)
        bytes = handshake.subarray(outcome.consumed)
      }
      const serial = imei
      for (const item of splitter.push(bytes).items) {
        const decoded = item.kind === 'frame' ? decodeFrame(item.frame) : undefined
        if (!decoded?.ok) continue
        const frame = decoded.value
        if (frame.kind === 'reply') replies.shift()?.(frame.text)
        if (frame.kind !== 'avl') continue
        const mapped = recordsToEvents(serial, frame.records, { previous: state })
        // Acknowledged only once stored; a failed store is not acknowledged, so the tracker sends the records again.
        storing = storing.then(() =>
          onRecords(mapped.events).then(
            () => {
              state = mapped.state
              socket.write(encodeRecordAck(frame.records.length))
            },
            () => {},
          ),
        )
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    sendCommand(imei, text) {
      const tracker = trackers.get(imei)
      if (!tracker) return Promise.reject(new Error(`The tracker ${imei} is not connected.`))
      return new Promise((resolve) => {
        tracker.replies.push(resolve)
        tracker.socket.write(encodeCommandFrame(text))
      })
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
