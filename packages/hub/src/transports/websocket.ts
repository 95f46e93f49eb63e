import type { WebSocket } from 'ws'
import type { HubConnection, Transport } from '../connection.ts'

/** Carries a connection over one WebSocket; JSON goes out as Text frames because browsers hand binary frames over as Blobs. */
export const attachWebSocket = (connection: HubConnection, socket: WebSocket): void => {
  const transport: Transport = {
    name: 'WebSockets',
    send: (frame) => socket.send(frame, { binary: false }),
    bufferedBytes: () => socket.bufferedAmount,
    end: () => socket.close(1000),
    terminate: () => socket.terminate(),
  }
  connection.attach(transport)
  socket.on('message', (data, isBinary) => {
    if (isBinary) return
    connection.receive(Array.isArray(data) ? Buffer.concat(data).toString() : data.toString())
  })
  socket.on('close', () => connection.transportEnded())
  socket.on('error', () => socket.terminate())
}
