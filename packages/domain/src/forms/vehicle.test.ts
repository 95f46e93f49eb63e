import { describe, expect, it } from 'vitest'
import { canSaveVehicle, validateVehicle } from './vehicle.ts'

const REQUIRED = 'This field is required'
const vehicle = {
  colour: 'Silver',
  registrationNumber: 'CA 123-456',
  vehicle: 'Toyota Corolla',
  registrationYear: 2019,
  userId: 12,
  vehicleTypeId: 301,
}

describe('vehicle form', () => {
  it('accepts a complete vehicle, with or without VIN and engine number', () => {
    expect(validateVehicle(vehicle)).toEqual({})
    expect(
      validateVehicle({ ...vehicle, vinNumber: 'VIN1', engineNumber: '', registrationYear: 'Older than 1999' }),
    ).toEqual({})
  })

  it('reports each missing field', () => {
    expect(validateVehicle({})).toEqual({
      colour: REQUIRED,
      registrationNumber: REQUIRED,
      vehicle: REQUIRED,
      registrationYear: REQUIRED,
      userId: REQUIRED,
      vehicleTypeId: REQUIRED,
    })
  })

  it('enables saving once colour, registration, vehicle and year are set', () => {
    expect(canSaveVehicle(vehicle)).toBe(true)
    for (const field of ['colour', 'registrationNumber', 'vehicle', 'registrationYear'] as const) {
      expect(canSaveVehicle({ ...vehicle, [field]: '' })).toBe(false)
    }
  })
})
