import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canChangeDevice,
  canCheckEvents,
  canConfirmBurnInAddDevice,
  canGetChecklist,
  installationLookupValues,
  validateBurnInAddDevice,
  validateCheckEvents,
  validateDeviceChange,
  validateInstallationLookup,
} from './devices.ts'
import { findListedSerialNumber } from './listedSerialNumber.ts'

const listed = ['VG-1001', 'VG-1002', 'VG-1003']

describe('burn-in add device', () => {
  const context = { currentSerialNumber: 'VG-1001', listedSerialNumbers: listed }

  it('is OK with a listed device other than the current one and a station', () => {
    const values = { unitSerialNumber: 'VG-1002', stationId: 'ST-2' }
    expect(validateBurnInAddDevice(values, context)).toEqual({})
    expect(canConfirmBurnInAddDevice(values, context)).toBe(true)
    expect(canConfirmBurnInAddDevice(values, { listedSerialNumbers: listed })).toBe(true)
  })

  it('asks for a device and a station', () => {
    expect(canConfirmBurnInAddDevice({ stationId: 'ST-2' }, context)).toBe(false)
    expect(validateBurnInAddDevice({}, context)).toEqual({
      unitSerialNumber: 'Please select a device',
      stationId: 'Please select a station',
    })
    expect(validateBurnInAddDevice({ unitSerialNumber: 'VG-9999', stationId: 'ST-2' }, context)).toEqual({
      unitSerialNumber: 'Please select a device',
    })
  })

  it('disables OK when the device is the current one, not listed, or no station is chosen', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...listed), fc.string()),
        fc.oneof(fc.constant(''), fc.constant(undefined), fc.stringMatching(/^ST-[0-9]$/)),
        (unitSerialNumber, stationId) => {
          const expected =
            unitSerialNumber !== context.currentSerialNumber &&
            listed.includes(unitSerialNumber.trim()) &&
            stationId !== undefined &&
            stationId !== ''
          expect(canConfirmBurnInAddDevice({ unitSerialNumber, stationId }, context)).toBe(expected)
        },
      ),
    )
  })
})

describe('device change', () => {
  it('needs a typed serial that differs from the current one and matches a listed result', () => {
    expect(canChangeDevice({ currentDeviceSerialNumber: 'VG-1001', newDeviceSerialNumber: 'VG-1002' }, listed)).toBe(
      true,
    )
    expect(canChangeDevice({ newDeviceSerialNumber: ' VG-1003 ' }, listed)).toBe(true)
    expect(canChangeDevice({ currentDeviceSerialNumber: 'VG-1001', newDeviceSerialNumber: 'VG-1001' }, listed)).toBe(
      false,
    )
    expect(canChangeDevice({ currentDeviceSerialNumber: 'VG-1001', newDeviceSerialNumber: 'VG-10' }, listed)).toBe(
      false,
    )
    expect(canChangeDevice({}, listed)).toBe(false)
  })

  it('says "Please select a device to link" for anything not listed', () => {
    expect(validateDeviceChange({ newDeviceSerialNumber: 'VG-10' }, listed)).toEqual({
      newDeviceSerialNumber: 'Please select a device to link',
    })
    expect(validateDeviceChange({ newDeviceSerialNumber: 'VG-1002' }, listed)).toEqual({})
  })
})

describe('findListedSerialNumber', () => {
  it('finds exactly the listed serials, ignoring outer whitespace', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z0-9-]{1,10}$/)), fc.string(), (serials, typed) => {
        const found = findListedSerialNumber(typed, serials)
        expect(found).toBe(serials.includes(typed.trim()) ? typed.trim() : undefined)
      }),
    )
    expect(findListedSerialNumber(null, [''])).toBeUndefined()
  })
})

describe('check events', () => {
  it('needs a device serial number', () => {
    expect(validateCheckEvents({ deviceSerialNumber: 'VG-1001' })).toEqual({})
    expect(validateCheckEvents({ deviceSerialNumber: ' ' })).toEqual({
      deviceSerialNumber: 'Error: Device Serial Number is required.',
    })
    expect(canCheckEvents({ deviceSerialNumber: 'VG-1001' })).toBe(true)
    expect(canCheckEvents({})).toBe(false)
  })
})

describe('installation lookup', () => {
  it('needs serial, registration and passcode, keyed as the checklist screen shows them', () => {
    const values = { deviceSerialNumber: 'VG-1001', vehicleRegistration: 'CA 1', passcode: '4321' }
    expect(validateInstallationLookup(values)).toEqual({})
    expect(canGetChecklist(values)).toBe(true)
    expect(validateInstallationLookup({})).toEqual({
      deviceSerialNumber: 'Error: Device Serial Number is required.',
      vehicleRegistration: 'This field is required',
      passcode: 'This field is required',
    })
    expect(canGetChecklist({ ...values, passcode: '' })).toBe(false)
  })

  it("reads a request's body keys and passcode header as the screen's fields, so its errors land under them", () => {
    const body = { VehicleRegistration: 'CA 1', DeviceSerialNumber: '', InstallationBookingId: 7 }
    expect(installationLookupValues(body, '4321')).toEqual({
      deviceSerialNumber: '',
      vehicleRegistration: 'CA 1',
      passcode: '4321',
    })
    expect(validateInstallationLookup(installationLookupValues(body, undefined))).toEqual({
      deviceSerialNumber: 'Error: Device Serial Number is required.',
      passcode: 'This field is required',
    })
  })
})
