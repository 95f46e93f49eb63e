import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HubConnection, Transport } from '../connection.ts'

const EVENT_START = Buffer.from('data: ')
const EVENT_END = Buffer.from('\r\n\r\n')

/** Streams records as Server-Sent Events; the client posts its records separately. */
export const attachServerSentEvents = (connection: HubConnection, req: IncomingMessage, res: ServerResponse): void => {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache,no-store',
    Pragma: 'no-cache',
    'Content-Encoding': 'identity',
    'X-Accel-Buffering': 'no',
  })
  // The client's start() waits for EventSource's onopen, which needs a first byte.
  res.write(':\r\n')
  res.socket?.setNoDelay(true)
  const transport: Transport = {
    name: 'ServerSentEvents',
    // One write per event: corking an OutgoingMessage can flush after end() and corrupt the chunked stream.
    send: (frame) => res.write(Buffer.concat([EVENT_START, frame, EVENT_END])),
    bufferedBytes: () => res.writableLength,
    end: () => res.end(),
    terminate: () => res.destroy(),
  }
  connection.attach(transport)
  // An ended event stream cannot be resumed, so the connection goes with it.
  req.on('close', () => connection.transportEnded())
  res.on('close', () => connection.transportEnded())
}
