import type { ObservedEvent } from '../device-port.ts'
import { type BurnInTest, failed, freshOrNextReport, numberOf, passed, type SuiteLimits, seconds } from './context.ts'

/** The device reported something (any event) recently, or does within the window. */
export const connectivityTest: BurnInTest = {
  testType: 'Connectivity',
  timeoutMs: (timing) => timing.eventTimeoutMs,
  async run(context) {
    const { match, latest } = await freshOrNextReport(context, null, () => true, context.timing.eventTimeoutMs)
    const event = match ?? latest
    const testData = {
      connectivity: {
        lastEventType: event?.type ?? null,
        lastEventTime: event?.time.toISOString() ?? null,
        lastReceivedTime: event?.receivedTime.toISOString() ?? null,
      },
    }
    if (match) return passed(testData)
    const last = latest ? `last event ${latest.type} received ${latest.receivedTime.toISOString()}` : 'no event ever'
    return failed(`No event from the device within ${seconds(context.timing.eventTimeoutMs)} (${last})`, testData)
  },
}

const validPosition = (event: ObservedEvent): boolean => {
  const latitude = numberOf(event.data.latitudeDegrees)
  const longitude = numberOf(event.data.longitudeDegrees)
  return (
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  )
}

const goodFix = (limits: SuiteLimits) => (event: ObservedEvent) =>
  validPosition(event) && (numberOf(event.data.satellites) ?? 0) >= limits.minSatellites

/** A GPS report with a plausible position and enough satellites. */
export const gpsFixTest: BurnInTest = {
  testType: 'GpsFix',
  timeoutMs: (timing) => timing.eventTimeoutMs,
  async run(context) {
    const { limits, timing } = context
    const { match, latest } = await freshOrNextReport(context, 'gps', goodFix(limits), timing.eventTimeoutMs)
    const fix = match ?? latest
    const testData = {
      gps: fix
        ? {
            latitude: numberOf(fix.data.latitudeDegrees),
            longitude: numberOf(fix.data.longitudeDegrees),
            satellites: numberOf(fix.data.satellites),
            fixTime: fix.time.toISOString(),
          }
        : null,
    }
    if (match) return passed(testData)
    if (!latest) return failed(`No GPS fix within ${seconds(timing.eventTimeoutMs)}`, testData)
    if (!validPosition(latest)) return failed('GPS fix has no valid position', testData)
    return failed(
      `GPS fix too weak: ${numberOf(latest.data.satellites) ?? 0} satellites (at least ${limits.minSatellites} needed)`,
      testData,
    )
  },
}

const volts = (millivolts: number) => `${(millivolts / 1000).toFixed(2)} V`

/** The device's own (backup) battery reads within the allowed range. */
export const deviceBatteryTest: BurnInTest = {
  testType: 'DeviceBattery',
  timeoutMs: (timing) => timing.eventTimeoutMs,
  async run(context) {
    const { limits, timing } = context
    const inRange = (event: ObservedEvent) => {
      const millivolts = numberOf(event.data.deviceBatteryMillivolts)
      return (
        millivolts !== null && millivolts >= limits.batteryMinMillivolts && millivolts <= limits.batteryMaxMillivolts
      )
    }
    const { match, latest } = await freshOrNextReport(context, 'battery', inRange, timing.eventTimeoutMs)
    const report = match ?? latest
    const millivolts = report ? numberOf(report.data.deviceBatteryMillivolts) : null
    const testData = {
      battery: report
        ? {
            deviceBatteryMillivolts: millivolts,
            carBatteryMillivolts: numberOf(report.data.carBatteryMillivolts),
            readingTime: report.time.toISOString(),
          }
        : null,
    }
    if (match) return passed(testData)
    if (!report) return failed(`No battery report within ${seconds(timing.eventTimeoutMs)}`, testData)
    if (millivolts === null) return failed('The device reported no battery voltage', testData)
    return failed(
      `Device battery at ${volts(millivolts)}, outside ${volts(limits.batteryMinMillivolts)} to ${volts(limits.batteryMaxMillivolts)}`,
      testData,
    )
  },
}
