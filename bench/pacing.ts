// The trackers' worker threads (ingest/publisher.ts, live/devices.ts) publish at the rate their main thread asks.
import { parentPort } from 'node:worker_threads'
import type { LeanDevice } from './ingest/lean-mqtt.ts'
import type { ToDevices } from './live/shared.ts'

/**
 * Calls `publish` as many times a second as the main thread last asked ({ kind: 'rate' }, 0 at first); on
 * { kind: 'stop' } closes the devices and ends the thread. `n` counts within one 10 ms round.
 */
export function publishAtAskedRate(devices: readonly LeanDevice[], publish: (n: number) => void): void {
  let rate = 0
  let carry = 0
  let last = performance.now()
  const timer = setInterval(() => {
    // By elapsed time, so a late timer (a busy machine) does not lower the rate.
    const now = performance.now()
    carry += (rate * (now - last)) / 1000
    last = now
    const count = Math.floor(carry)
    carry -= count
    for (let n = 0; n < count; n++) publish(n)
  }, 10)
  parentPort!.on('message', (message: ToDevices) => {
    if (message.kind === 'rate') rate = message.eventsPerSecond
    else {
      clearInterval(timer)
      for (const device of devices) device.close()
      setTimeout(() => process.exit(0), 100)
    }
  })
}
