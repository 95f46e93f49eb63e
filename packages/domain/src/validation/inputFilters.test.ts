import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { digitsOnly, trimCredential } from './inputFilters.ts'

describe('digitsOnly', () => {
  it('drops everything but digits', () => {
    expect(digitsOnly('+27 (82) 123-4567')).toBe('27821234567')
    expect(digitsOnly('abc')).toBe('')
  })

  it('keeps every digit in order and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const output = digitsOnly(input)
        expect(output).toMatch(/^[0-9]*$/)
        expect(output).toBe([...input].filter((c) => c >= '0' && c <= '9').join(''))
      }),
    )
  })
})

describe('trimCredential', () => {
  it('trims email and password values', () => {
    expect(trimCredential('  agent@vigil.co.za \n')).toBe('agent@vigil.co.za')
    expect(trimCredential(undefined)).toBe('')
  })

  it('is idempotent and leaves no outer whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const trimmed = trimCredential(value)
        expect(trimCredential(trimmed)).toBe(trimmed)
        expect(trimmed).toBe(trimmed.trim())
      }),
    )
  })
})
