import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { strongPassword } from './arbitraries.fixture.ts'
import { isPasswordStrong, passwordChecklist, validatePassword, validatePasswordConfirmation } from './password.ts'

const metRules = (password: string) =>
  passwordChecklist(password)
    .filter((item) => item.met)
    .map((item) => item.rule)

describe('passwordChecklist', () => {
  it('lists the five rules in plain words, in order', () => {
    expect(passwordChecklist('')).toEqual([
      { rule: 'length', label: 'At least 8 characters', met: false },
      { rule: 'lowercase', label: 'One lowercase letter', met: false },
      { rule: 'uppercase', label: 'One uppercase letter', met: false },
      { rule: 'number', label: 'One number', met: false },
      { rule: 'special', label: 'One special character', met: false },
    ])
    expect(passwordChecklist(undefined).every((item) => !item.met)).toBe(true)
  })

  it('ticks each rule on its own', () => {
    expect(metRules('abcdefgh')).toEqual(['length', 'lowercase'])
    expect(metRules('ABC')).toEqual(['uppercase'])
    expect(metRules('123')).toEqual(['number'])
    expect(metRules('!?')).toEqual(['special'])
    expect(metRules('Aa1!Aa1!')).toEqual(['length', 'lowercase', 'uppercase', 'number', 'special'])
  })

  it('does not count whitespace as a special character', () => {
    expect(metRules('Aa1 Aa1 ')).toEqual(['length', 'lowercase', 'uppercase', 'number'])
  })

  it('counts length in characters, not code units', () => {
    expect(metRules('Aa1!😀😀😀')).not.toContain('length')
    expect(metRules('Aa1!😀😀😀😀')).toContain('length')
  })

  it('meets every rule for generated strong passwords', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(isPasswordStrong(password)).toBe(true)
        expect(validatePassword(password)).toBeUndefined()
      }),
    )
  })

  it('fails a password that misses any one rule', () => {
    const strip = {
      lowercase: /[a-z]/g,
      uppercase: /[A-Z]/g,
      number: /[0-9]/g,
      special: /[^A-Za-z0-9]/g,
    }
    fc.assert(
      fc.property(
        strongPassword,
        fc.constantFrom(...(Object.keys(strip) as (keyof typeof strip)[])),
        (password, rule) => {
          const filler = rule === 'lowercase' ? 'X' : 'x'
          const weakened = password.replace(strip[rule], '').padEnd(8, filler)
          expect(metRules(weakened)).not.toContain(rule)
          expect(validatePassword(weakened)).toBe(
            'Password must be at least 8 characters and include a lowercase letter, an uppercase letter, a number and a special character',
          )
        },
      ),
    )
  })

  it('fails a password shorter than 8 characters whatever it contains', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 7 }).filter((text) => text.trim() !== ''),
        (password) => {
          expect(isPasswordStrong(password)).toBe(false)
        },
      ),
    )
  })
})

describe('validatePassword', () => {
  it('asks for an empty password', () => {
    expect(validatePassword('')).toBe('This field is required')
    expect(validatePassword(null)).toBe('This field is required')
  })
})

describe('validatePasswordConfirmation', () => {
  it('accepts an exact match', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(validatePasswordConfirmation(password, password)).toBeUndefined()
      }),
    )
  })

  it('says "Passwords do not match" for any difference', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (password, confirmation) => {
        fc.pre(password !== confirmation && confirmation.trim() !== '')
        expect(validatePasswordConfirmation(password, confirmation)).toBe('Passwords do not match')
      }),
    )
    expect(validatePasswordConfirmation(undefined, 'Aa1!aaaa')).toBe('Passwords do not match')
  })

  it('asks for an empty confirmation', () => {
    expect(validatePasswordConfirmation('Aa1!aaaa', '')).toBe('This field is required')
  })
})
