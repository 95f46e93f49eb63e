/**
 * Alarm desk benchmark (issue #21): 5,000 simulated trackers publish GPS over MQTT at 2,000 events/s to the API's
 * embedded broker (ingest on PostgreSQL), while BENCH_ALARMS other trackers each press SOS once, spread over the run.
 * Debian Chromium shows the dashboard's alarm desk (/agent/alarms/all) as an agent. Prints device publish -> the
 * alarm's card on the agent's screen (p50/p95/p99 beside the 500 ms target).
 *
 * Env: BENCH_DEVICES (5000), BENCH_RATE (2000), BENCH_SECONDS (20), BENCH_ALARMS (100), BENCH_POSTGRES_URL,
 * BENCH_DASHBOARD_ROOT (bench/web/fleet.ts).
 */
import { eventTopic } from '@vigil/device-protocols/mqtt'
import { envelopeText, LeanDevice } from '../ingest/lean-mqtt.ts'
import { env, loadAverage, percentile, withLiveFleet } from './fleet.ts'

const devicesCount = env('BENCH_DEVICES', 5000)
const rate = env('BENCH_RATE', 2000)
const seconds = env('BENCH_SECONDS', 20)
const alarmsCount = env('BENCH_ALARMS', 100)
const targetMs = 500

// The alarm trackers: one vehicle each (of the fleet owner), pressing SOS once during the run.
const alarmSerials = Array.from({ length: alarmsCount }, (_, i) => `ALARM${String(i + 1).padStart(6, '0')}`)
const seed = async (client: import('pg').Pool, provisioned: string) => {
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour,
      gps_latitude_degrees, gps_longitude_degrees, gps_date_time, is_locked)
    select (select id from users where email = 'fleet@vigil.local'), 'ALARM ' || g, 'Toyota', 'Toyota Hilux', '2020',
      'White', -26.2, 28, now(), false
    from generate_series(1, ${alarmsCount}) g`)
  await client.query(`insert into devices (serial_number, protocol, mqtt_secret_hash, vehicle_id)
    select 'ALARM' || lpad(g::text, 6, '0'), 'mqtt', (select mqtt_secret_hash from devices where serial_number = '${provisioned}'),
      (select id from vehicles where registration_number = 'ALARM ' || g)
    from generate_series(1, ${alarmsCount}) g`)
}

console.error(`before the run: ${loadAverage()}`)
await withLiveFleet({ label: 'alarms', devicesCount, seed }, async (fleet) => {
  const { hostname, port } = new URL(fleet.brokerUrl)
  const alarmDevices = alarmSerials.map(
    (serial) =>
      new LeanDevice({ host: hostname, port: Number(port), serial, secret: fleet.secret, onAck: () => undefined }),
  )
  try {
    await Promise.all(alarmDevices.map((device) => device.ready))
    const page = await fleet.openAsAgent('/agent/alarms/all')
    await page.getByText('Live updates on').waitFor({ timeout: 60_000 })
    await page.getByText('No open alarms').waitFor({ timeout: 60_000 })
    // In the page: when an alarm's card appears, the time it appeared, by the vehicle's registration.
    await page.evaluate(() => {
      const state = window as unknown as { shown: Record<string, number> }
      state.shown = {}
      new MutationObserver((mutations) => {
        const now = Date.now()
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof HTMLElement)) continue
            const cards = node.matches('article[data-alarm-id]')
              ? [node]
              : node.querySelectorAll('article[data-alarm-id]')
            for (const card of cards) {
              const title = card.querySelector('h2')?.textContent?.trim()
              if (title && !(title in state.shown)) state.shown[title] = now
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    })

    console.error(`${devicesCount} trackers connected (${await fleet.trackersReady()} failed)`)
    fleet.setRate(rate)
    await page.waitForTimeout(3000) // warm up
    const before = fleet.published()
    // The SOS presses, evenly spread over the run.
    const pressed: Record<string, number> = {}
    const gap = (seconds * 1000) / alarmsCount
    for (const [index, device] of alarmDevices.entries()) {
      const serial = alarmSerials[index]!
      const time = Date.now()
      pressed[`ALARM ${index + 1}`] = time
      device.publish(eventTopic(serial, 'sos'), envelopeText(serial, time, 'sos', '{"sosStateId":1}'))
      await page.waitForTimeout(gap)
    }
    await page.waitForTimeout(2000) // the last ones land
    const published = fleet.published() - before
    const shown = await page.evaluate(() => (window as unknown as { shown: Record<string, number> }).shown)
    const latencies = Object.entries(pressed)
      .filter(([title]) => title in shown)
      .map(([title, at]) => shown[title]! - at)
      .sort((a, b) => a - b)
    console.log(
      `\n${published} GPS events published by ${devicesCount} trackers while ${alarmsCount} trackers pressed SOS; ${latencies.length} alarms appeared on the agent's screen` +
        `\nDuring the run: ${loadAverage()}`,
    )
    const p99 = percentile(latencies, 0.99)
    console.table([
      {
        figure: 'SOS publish -> alarm on screen p50',
        value: `${percentile(latencies, 0.5)} ms`,
        target: '',
        verdict: '',
      },
      {
        figure: 'SOS publish -> alarm on screen p95',
        value: `${percentile(latencies, 0.95)} ms`,
        target: '',
        verdict: '',
      },
      {
        figure: 'SOS publish -> alarm on screen p99',
        value: `${p99} ms`,
        target: `< ${targetMs} ms`,
        verdict: latencies.length === alarmsCount && p99 < targetMs ? 'met' : 'MISSED',
      },
      { figure: 'alarms not shown', value: String(alarmsCount - latencies.length), target: '0', verdict: '' },
    ])
  } finally {
    for (const device of alarmDevices) device.close()
  }
})
