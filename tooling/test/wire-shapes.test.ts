import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { beyondKnown } from '../src/server-layers.ts'
import { findWireShapeFindings, wireShapeFindings } from '../src/wire-shapes.ts'
import { WIRE_SHAPES_STILL_UNCHECKED } from './still-to-mend.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

describe('wire shapes', () => {
  it('are each declared once, in the domain, and held to their schema, beyond the places still to mend', () => {
    expect(beyondKnown(findWireShapeFindings(repoRoot), WIRE_SHAPES_STILL_UNCHECKED)).toEqual({
      fresh: [],
      mended: [],
    })
  })
})

describe('the wire shape check', () => {
  const domain = [
    'export interface Vehicle { id: number; registrationNumber: string }',
    'export interface NewVehicle { registrationNumber: string }',
  ].join('\n')
  const schemas = [
    "export const VehicleSchema = declares<Vehicle>()(Type.Object({ id: Type.Integer() }, { $id: 'Vehicle' }))",
    "export const NewVehicleBody = Type.Object({ registrationNumber: Type.String() }, { $id: 'NewVehicle' })",
    "export const DeviceSchema = Type.Object({ id: Type.Integer() }, { $id: 'Device', title: 'Device' })",
  ].join('\n')
  const route = "app.post('/Vehicles', { config: { payload: bodyCheckedBy(NewVehicleBody, newVehicleStruct) } })"
  const files = (extra: Record<string, string> = {}) =>
    new Map(
      Object.entries({
        'packages/domain/src/vehicles/types.ts': domain,
        'services/api/src/areas/vehicles/schemas.ts': schemas,
        'services/api/src/areas/vehicles/index.ts': route,
        ...extra,
      }),
    )

  it('names a named schema held to no domain type (declares<T> for an answer, bodyCheckedBy for a body)', () => {
    expect(wireShapeFindings(files()).map(({ file, line, found }) => [file, line, found])).toEqual([
      ['services/api/src/areas/vehicles/schemas.ts', 3, 'the schema Device is held to no domain type'],
    ])
  })

  it("names a domain wire shape declared again outside the domain, but not the generated client's model", () => {
    const again = {
      'apps/dashboard/src/pages/Vehicles/Vehicles.tsx': 'type Vehicle = { id: number }\ntype VehicleRow = Vehicle',
      'packages/api-client/src/generated/models/vehicle.ts': 'export interface Vehicle { id: number }',
    }
    expect(
      wireShapeFindings(files(again))
        .filter(({ found }) => found.startsWith('declares'))
        .map(({ file, line, found, instead }) => [file, line, found, instead]),
    ).toEqual([
      [
        'apps/dashboard/src/pages/Vehicles/Vehicles.tsx',
        1,
        'declares the wire shape Vehicle again',
        expect.stringMatching(/^import the domain's type/),
      ],
    ])
  })
})
