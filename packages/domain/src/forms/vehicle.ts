import { compactFieldErrors, type FieldErrors } from '../validation/fieldErrors.ts'
import { validateRegistrationYear, validateSelectedId } from '../validation/fields.ts'
import type { NewVehiclePayload } from '../validation/payloads/vehicles.ts'
import { validateRequired } from '../validation/required.ts'
import { allFilled } from './filled.ts'

export type VehicleValues = Partial<NewVehiclePayload>

/** New vehicle: VIN and engine number are optional; the vehicle must be picked from the search (its type id). */
export function validateVehicle(values: VehicleValues): FieldErrors {
  return compactFieldErrors({
    colour: validateRequired(values.colour),
    registrationNumber: validateRequired(values.registrationNumber),
    vehicle: validateRequired(values.vehicle),
    registrationYear: validateRegistrationYear(values.registrationYear),
    userId: validateSelectedId(values.userId),
    vehicleTypeId: validateSelectedId(values.vehicleTypeId),
  })
}

/** The vehicle form's submit needs colour, registration, vehicle and year. */
export function canSaveVehicle(values: VehicleValues): boolean {
  return allFilled(values.colour, values.registrationNumber, values.vehicle, values.registrationYear)
}
