import { describe, expect, it } from 'vitest'
import { compactRegistration, searchNeedle } from './search.ts'

// The clients search itself runs in the API (services/api users store), which tests it against a database.
describe('search text', () => {
  it('drops the spaces and hyphens a registration is written with', () => {
    expect(compactRegistration('CA 123-456')).toBe('CA123456')
    expect(compactRegistration('nd  9')).toBe('nd9')
  })

  it('trims typed text and keeps one space between words', () => {
    expect(searchNeedle('  thandi   NKOSI ')).toBe('thandi NKOSI')
  })
})
