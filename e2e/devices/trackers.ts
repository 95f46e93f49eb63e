// Registering trackers through the Devices page, and simulated trackers on the product's broker to burn them in.
import { randomInt } from 'node:crypto'
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import type { Page } from 'playwright-core'
import { newImei, product } from '../harness/index.ts'

export { newImei }

export const newSerial = (prefix = 'VG') => `${prefix}-${randomInt(1_000_000, 9_999_999)}`

/** Registers one MQTT tracker on /agent/devices/all and reads its secret off the page (shown this once). */
export async function registerTracker(page: Page, serial: string, imei = newImei()): Promise<string> {
  await page.goto('/agent/devices/all')
  const form = page.getByRole('form', { name: 'Register a tracker' })
  await form.getByRole('textbox', { name: 'Serial number' }).fill(serial)
  await form.getByRole('textbox', { name: 'IMEI' }).fill(imei)
  await form.getByRole('button', { name: 'Register tracker' }).click()
  const row = page.getByRole('row', { name: new RegExp(`^${serial}`) }).first()
  await page.getByRole('heading', { name: '1 tracker registered' }).waitFor()
  const secret = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim()
  if (!secret || secret.startsWith('None')) throw new Error(`no secret was shown for ${serial}`)
  return secret
}

/**
 * A simulated tracker on the product's broker, reporting often, with a test jig that keeps pressing its tamper and SOS
 * inputs (as a hardware tester does during burn-in).
 */
export async function benchTracker(serial: string, secret: string) {
  const tracker = new SimulatedTracker({
    serial,
    city: 'Johannesburg',
    random: createRandom(randomInt(1, 1000)),
    start: new Date(),
    gpsIntervalSeconds: 0.5,
  })
  const device = new MqttDevice(tracker, { brokerUrl: product().mqttUrl, password: secret })
  await device.start()
  const timer = setInterval(() => {
    void (async () => {
      await device.tick()
      await device.raise({ kind: 'tamper' })
      await device.raise({ kind: 'sos' })
    })().catch(() => undefined)
  }, 300)
  return {
    device,
    stop: async () => {
      clearInterval(timer)
      await device.stop()
    },
  }
}
