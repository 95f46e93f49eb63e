import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { declares } from '../src/declares.ts'

interface Region {
  id: number
  name: string
}

describe('declares', () => {
  it('answers the schema it holds to the type, unchanged', () => {
    const schema = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Region' })
    expect(declares<Region>()(schema)).toBe(schema)
  })

  it('fails typecheck on a schema whose type differs from the declared one', () => {
    const missingName = Type.Object({ id: Type.Integer() })
    // @ts-expect-error the schema has no `name`, so it is not the Region the domain declares
    expect(declares<Region>()(missingName)).toBe(missingName)
  })
})
