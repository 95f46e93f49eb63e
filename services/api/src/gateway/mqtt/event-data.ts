import { type DeviceEventDataByType, type DeviceEventType, type MotorErrorSource, motorErrorSources } from '../event.ts'
import { fail, ok, type Result } from '../result.ts'
import { isJsonObject, type JsonObject, readBoolean, readFiniteNumber, readInteger, readString } from './json-fields.ts'

type DataResult<T extends DeviceEventType> = Result<DeviceEventDataByType[T], 'invalid-data'>
type DataReader<T extends DeviceEventType> = (data: JsonObject) => DataResult<T>

function invalid(field: string, expected: string) {
  return fail('invalid-data', `data.${field} must be ${expected}.`, `data.${field}`)
}

const readers: { [T in DeviceEventType]: DataReader<T> } = {
  gps(data) {
    const latitudeDegrees = readFiniteNumber(data.latitudeDegrees, -90, 90)
    if (latitudeDegrees === undefined) return invalid('latitudeDegrees', 'a number from -90 to 90')
    const longitudeDegrees = readFiniteNumber(data.longitudeDegrees, -180, 180)
    if (longitudeDegrees === undefined) return invalid('longitudeDegrees', 'a number from -180 to 180')
    const altitudeMeters = readFiniteNumber(data.altitudeMeters, -1000, 100_000)
    if (altitudeMeters === undefined) return invalid('altitudeMeters', 'a number from -1000 to 100000')
    const speedKph = readFiniteNumber(data.speedKph, 0, 1000)
    if (speedKph === undefined) return invalid('speedKph', 'a number from 0 to 1000')
    const headingDegrees = readFiniteNumber(data.headingDegrees, 0, 360)
    if (headingDegrees === undefined) return invalid('headingDegrees', 'a number from 0 to 360')
    const satellites = readInteger(data.satellites, 0, 255)
    if (satellites === undefined) return invalid('satellites', 'an integer from 0 to 255')
    return ok({ latitudeDegrees, longitudeDegrees, altitudeMeters, speedKph, headingDegrees, satellites })
  },
  lock(data) {
    const motorStateId = readInteger(data.motorStateId, 0, 255)
    if (motorStateId === undefined) return invalid('motorStateId', 'an integer from 0 to 255')
    return ok({ motorStateId })
  },
  ignition(data) {
    const on = readBoolean(data.on)
    if (on === undefined) return invalid('on', 'true or false')
    return ok({ on })
  },
  'motor-error'(data) {
    const errorMessage = readString(data.errorMessage, 500)
    if (errorMessage === undefined) return invalid('errorMessage', 'a text of at most 500 characters')
    const source = data.source
    if (!(motorErrorSources as readonly unknown[]).includes(source)) return invalid('source', '"ignition" or "motor"')
    return ok({ errorMessage, source: source as MotorErrorSource })
  },
  tamper(data) {
    const carBatteryStateId = readInteger(data.carBatteryStateId, 0, 255)
    if (carBatteryStateId === undefined) return invalid('carBatteryStateId', 'an integer from 0 to 255')
    const cancelled = readBoolean(data.cancelled)
    if (cancelled === undefined) return invalid('cancelled', 'true or false')
    return ok({ carBatteryStateId, cancelled })
  },
  sos(data) {
    const sosStateId = readInteger(data.sosStateId, 0, 255)
    if (sosStateId === undefined) return invalid('sosStateId', 'an integer from 0 to 255')
    return ok({ sosStateId })
  },
  battery(data) {
    const car = data.carBatteryMillivolts === null ? null : readInteger(data.carBatteryMillivolts, 0, 100_000)
    if (car === undefined) return invalid('carBatteryMillivolts', 'an integer from 0 to 100000 or null')
    const device = data.deviceBatteryMillivolts === null ? null : readInteger(data.deviceBatteryMillivolts, 0, 100_000)
    if (device === undefined) return invalid('deviceBatteryMillivolts', 'an integer from 0 to 100000 or null')
    return ok({ carBatteryMillivolts: car, deviceBatteryMillivolts: device })
  },
  status(data) {
    const applicationVersion = readString(data.applicationVersion, 100)
    if (applicationVersion === undefined) return invalid('applicationVersion', 'a text of at most 100 characters')
    const autoLockEnabledState = readInteger(data.autoLockEnabledState, 0, 255)
    if (autoLockEnabledState === undefined) return invalid('autoLockEnabledState', 'an integer from 0 to 255')
    return ok({ applicationVersion, autoLockEnabledState })
  },
}

/** Validates the `data` of an envelope for its type; unknown extra fields are dropped. */
export function readEventData<T extends DeviceEventType>(type: T, data: unknown): DataResult<T> {
  if (!isJsonObject(data)) return fail('invalid-data', 'data must be an object.', 'data')
  return (readers[type] as DataReader<T>)(data)
}
