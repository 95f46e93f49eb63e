import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blankText, validPassport, validPhoneNumber, validSouthAfricanId } from './arbitraries.fixture.ts'
import {
  validateEmail,
  validateIdNumber,
  validateOtpCode,
  validatePassport,
  validatePhoneNumber,
  validateRegistrationYear,
  validateSelectedId,
} from './fields.ts'
import { isBlank, validateRequired } from './required.ts'

const REQUIRED = 'This field is required'

describe('validateRequired', () => {
  it('asks for empty values: nothing, blank text, an unticked box', () => {
    for (const empty of [undefined, null, '', '  ', false]) expect(validateRequired(empty)).toBe(REQUIRED)
  })

  it('accepts any filled value', () => {
    for (const filled of ['a', ' a ', 0, 27, true, []]) expect(validateRequired(filled)).toBeUndefined()
  })

  it('treats text as empty exactly when it is whitespace only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isBlank(text)).toBe(text.trim() === '')
      }),
    )
  })
})

describe('every field validator asks for empty input the same way', () => {
  const validators = [validateEmail, validatePhoneNumber, validatePassport, validateOtpCode]
  it('answers "This field is required" for undefined, null and blank text', () => {
    fc.assert(
      fc.property(
        fc.oneof(blankText, fc.constantFrom(undefined, null)),
        fc.constantFrom(...validators),
        (value, validate) => {
          expect(validate(value)).toBe(REQUIRED)
        },
      ),
    )
    expect(validateIdNumber('', true)).toBe(REQUIRED)
    expect(validateIdNumber(' ', false)).toBe(REQUIRED)
  })
})

describe('validateEmail', () => {
  it('accepts standard addresses', () => {
    for (const email of ['agent@vigil.co.za', 'first.last+tag@example.com', "o'neil@mail-server.org"]) {
      expect(validateEmail(email)).toBeUndefined()
    }
  })

  it('refuses malformed addresses', () => {
    for (const email of [
      'agent',
      'agent@',
      '@vigil.co.za',
      'agent@vigil',
      'a b@vigil.co.za',
      'agent@vigil..za',
      ' agent@vigil.co.za',
    ]) {
      expect(validateEmail(email)).toBe('Please provide a valid email address')
    }
  })

  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateEmail(email)).toBeUndefined()
      }),
    )
  })

  it('refuses anything without an @ or with whitespace inside', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(' ', '\t'), fc.nat(), (email, space, at) => {
        const position = 1 + (at % (email.length - 1))
        expect(validateEmail(email.replaceAll('@', ''))).toBe('Please provide a valid email address')
        expect(validateEmail(`${email.slice(0, position)}${space}${email.slice(position)}`)).toBe(
          'Please provide a valid email address',
        )
      }),
    )
  })
})

describe('validatePhoneNumber', () => {
  it('accepts nine digits, optionally after a 0', () => {
    expect(validatePhoneNumber('821234567')).toBeUndefined()
    expect(validatePhoneNumber('0821234567')).toBeUndefined()
  })

  it('refuses a leading 0 digit after the optional 0, wrong lengths and non-digits', () => {
    for (const phone of [
      '021234567',
      '0021234567',
      '82123456',
      '08212345678',
      '+27821234567',
      '082 123 4567',
      '82123456a',
    ]) {
      expect(validatePhoneNumber(phone)).toBe('Please provide a valid phone number')
    }
  })

  it('accepts every generated valid number', () => {
    fc.assert(
      fc.property(validPhoneNumber, (phone) => {
        expect(validatePhoneNumber(phone)).toBeUndefined()
      }),
    )
  })

  it('refuses digit strings of any other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]*$/), (digits) => {
        fc.pre(digits.length !== 9)
        expect(validatePhoneNumber(digits)).toBe('Please provide a valid phone number')
        expect(validatePhoneNumber(`0${digits}`)).toBe('Please provide a valid phone number')
      }),
    )
  })

  it('refuses a number whose first significant digit is 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0?0[0-9]{8}$/), (phone) => {
        expect(validatePhoneNumber(phone)).toBe('Please provide a valid phone number')
      }),
    )
  })
})

describe('validatePassport', () => {
  it('accepts 1 to 50 letters or digits', () => {
    fc.assert(
      fc.property(validPassport, (passport) => {
        expect(validatePassport(passport)).toBeUndefined()
      }),
    )
    expect(validatePassport('A'.repeat(50))).toBeUndefined()
  })

  it('refuses 51 or more characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{51,80}$/), (passport) => {
        expect(validatePassport(passport)).toBe('Please provide a valid passport number')
      }),
    )
  })

  it('refuses any character that is not a letter or digit', () => {
    fc.assert(
      fc.property(
        validPassport,
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9]/.test(c) && c.trim() !== ''),
        fc.nat(),
        (passport, character, at) => {
          const position = at % (passport.length + 1)
          const tainted = `${passport.slice(0, position)}${character}${passport.slice(position)}`.slice(0, 50)
          fc.pre(!/^[A-Za-z0-9]+$/.test(tainted))
          expect(validatePassport(tainted)).toBe('Please provide a valid passport number')
        },
      ),
    )
    expect(validatePassport('AB 12345')).toBe('Please provide a valid passport number')
    expect(validatePassport('ÄB12345')).toBe('Please provide a valid passport number')
  })
})

describe('validateIdNumber', () => {
  it('checks a South African ID or a passport depending on the switch', () => {
    fc.assert(
      fc.property(validSouthAfricanId, (id) => {
        expect(validateIdNumber(id, true)).toBeUndefined()
        expect(validateIdNumber(id, false)).toBeUndefined()
      }),
    )
    expect(validateIdNumber('A1234567', true)).toBe('Please provide a valid ID number')
    expect(validateIdNumber('A1234567', false)).toBeUndefined()
    expect(validateIdNumber('A-1234567', false)).toBe('Please provide a valid passport number')
  })
})

describe('validateSelectedId', () => {
  it('accepts positive whole numbers, as numbers or digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (id) => {
        expect(validateSelectedId(id)).toBeUndefined()
        expect(validateSelectedId(String(id))).toBeUndefined()
      }),
    )
  })

  it('treats 0, nothing and anything else as nothing chosen, with the given message', () => {
    for (const id of [0, '0', '', null, undefined, -3, 1.5, '01', 'x']) expect(validateSelectedId(id)).toBe(REQUIRED)
    expect(validateSelectedId(0, 'Please select a user')).toBe('Please select a user')
  })
})

describe('validateRegistrationYear', () => {
  it('accepts a year or "Older than 1999"', () => {
    for (const year of [2024, '2010', 'Older than 1999']) expect(validateRegistrationYear(year)).toBeUndefined()
  })

  it('accepts every four-digit year, as a number or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => {
        expect(validateRegistrationYear(year)).toBeUndefined()
        expect(validateRegistrationYear(String(year))).toBeUndefined()
      }),
    )
  })

  it('asks for anything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[0-9]{4}$/.test(text) && text !== 'Older than 1999')
        expect(validateRegistrationYear(text)).toBe(REQUIRED)
      }),
    )
    for (const year of [undefined, null, '', '99', 12345, 'older'])
      expect(validateRegistrationYear(year)).toBe(REQUIRED)
  })
})

describe('validateOtpCode', () => {
  it('accepts exactly six digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => {
        expect(validateOtpCode(code)).toBeUndefined()
      }),
    )
  })

  it('refuses other lengths, whitespace and non-digits', () => {
    for (const code of ['12345', '1234567', '123 456', '12345a', ' 123456']) {
      expect(validateOtpCode(code)).toBe('Please enter the 6-digit code')
    }
  })
})
