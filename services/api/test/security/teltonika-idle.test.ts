import { connect } from 'node:net'
import { encodeHandshake } from '@vigil/device-protocols/teltonika'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createTeltonikaServer,
  type TeltonikaProblem,
  type TeltonikaServer,
} from '../../src/device-platform/teltonika-server/server.ts'

let server: TeltonikaServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const closed = (socket: ReturnType<typeof connect>, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    // Read what the server sends, so its end of the connection is seen.
    socket.resume()
    const timer = setTimeout(() => resolve(false), withinMs)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

describe('Teltonika connections', () => {
  it('are closed when they stop in the middle of a frame, or go quiet', async () => {
    const problems: TeltonikaProblem[] = []
    server = createTeltonikaServer({
      onRecords: async () => {},
      onProblem: (problem) => problems.push(problem),
      partialFrameTimeoutMs: 200,
      idleTimeoutMs: 400,
    })
    const { port } = await server.listen(0, '127.0.0.1')
    const midFrame = connect(port, '127.0.0.1')
    midFrame.on('error', () => {})
    midFrame.write(encodeHandshake('356307042441013'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    // A frame header that promises 100 bytes of data, then nothing.
    midFrame.write(Buffer.from([0, 0, 0, 0, 0, 0, 0, 100, 8, 1]))
    expect(await closed(midFrame, 2_000)).toBe(true)
    expect(problems.map((problem) => problem.error.code)).toContain('partial-frame-timeout')

    const quiet = connect(port, '127.0.0.1')
    quiet.on('error', () => {})
    quiet.write(encodeHandshake('356307042441014'))
    expect(await closed(quiet, 2_000)).toBe(true)
    expect(problems.map((problem) => problem.error.code)).toContain('idle-timeout')
  })
})
