import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { strongPassword } from '../validation/arbitraries.fixture.ts'
import {
  canChangePassword,
  canCreatePassword,
  canLogIn,
  canResetPassword,
  canSendPasswordReset,
  validateCompletePasswordReset,
  validateCreatePassword,
  validateForgotPassword,
  validatePhoneConfirmation,
  validateSignIn,
  validateUpdatePassword,
} from './auth.ts'

const REQUIRED = 'This field is required'

describe('login', () => {
  it('needs a non-empty email and password', () => {
    expect(validateSignIn({ email: 'a', password: 'b' })).toEqual({})
    expect(validateSignIn({ email: ' ' })).toEqual({ email: REQUIRED, password: REQUIRED })
    expect(canLogIn({ email: 'a', password: 'b' })).toBe(true)
    expect(canLogIn({ email: 'a', password: '' })).toBe(false)
    expect(canLogIn({ password: 'b' })).toBe(false)
  })
})

describe('forgot password', () => {
  it('needs a valid email', () => {
    expect(validateForgotPassword({ Email: 'a@b.co' })).toEqual({})
    expect(validateForgotPassword({ Email: 'a@b' })).toEqual({ Email: 'Please provide a valid email address' })
    expect(canSendPasswordReset({ Email: 'a@b.co' })).toBe(true)
    expect(canSendPasswordReset({ Email: 'a@' })).toBe(false)
    expect(canSendPasswordReset({})).toBe(false)
  })
})

describe('create password', () => {
  it('needs every rule and the token', () => {
    expect(validateCreatePassword({ password: 'Secret#2025', passwordResetToken: 't' })).toEqual({})
    expect(validateCreatePassword({ password: 'secret' })).toEqual({
      password:
        'Password must be at least 8 characters and include a lowercase letter, an uppercase letter, a number and a special character',
      passwordResetToken: REQUIRED,
    })
    expect(canCreatePassword({ password: 'Secret#2025' })).toBe(true)
    expect(canCreatePassword({ password: 'Secret2025' })).toBe(false)
  })
})

describe('reset and update password', () => {
  it('need every rule and a matching confirmation', () => {
    expect(
      validateCompletePasswordReset({
        passwordResetToken: 't',
        password: 'Secret#2025',
        passwordConfirmation: 'Secret#2025',
      }),
    ).toEqual({})
    expect(validateCompletePasswordReset({ password: 'Secret#2025', passwordConfirmation: 'Secret#2026' })).toEqual({
      passwordResetToken: REQUIRED,
      passwordConfirmation: 'Passwords do not match',
    })
    expect(validateUpdatePassword({})).toEqual({
      currentPassword: REQUIRED,
      password: REQUIRED,
      passwordConfirmation: REQUIRED,
    })
    expect(
      validateUpdatePassword({ currentPassword: 'old', password: 'Secret#2025', passwordConfirmation: 'Secret#2025' }),
    ).toEqual({})
  })

  it('enable submit exactly when the password is strong and confirmed', () => {
    fc.assert(
      fc.property(strongPassword, fc.string({ minLength: 1 }), (password, suffix) => {
        expect(canResetPassword({ password, passwordConfirmation: password })).toBe(true)
        expect(canResetPassword({ password, passwordConfirmation: `${password}${suffix}` })).toBe(false)
        expect(
          canResetPassword({ password: password.toLowerCase(), passwordConfirmation: password.toLowerCase() }),
        ).toBe(false)
      }),
    )
  })
})

describe('change password (signed in)', () => {
  it('enables submit only once the current password is typed too', () => {
    const change = { password: 'Secret#2025', passwordConfirmation: 'Secret#2025' }
    expect(canChangePassword(change)).toBe(false)
    expect(canChangePassword({ currentPassword: '', ...change })).toBe(false)
    expect(canChangePassword({ currentPassword: 'old', ...change })).toBe(true)
    expect(canChangePassword({ currentPassword: 'old', password: 'weak', passwordConfirmation: 'weak' })).toBe(false)
  })
})

describe('phone confirmation', () => {
  it('needs the stored phone and a six-digit code', () => {
    expect(
      validatePhoneConfirmation({ PhoneCode: 27, PhoneNumber: '821234567', PhoneConfirmationToken: '123456' }),
    ).toEqual({})
    expect(validatePhoneConfirmation({ PhoneNumber: '821234567', PhoneConfirmationToken: '12 456' })).toEqual({
      PhoneConfirmationToken: 'Please enter the 6-digit code',
    })
    expect(validatePhoneConfirmation({})).toEqual({ PhoneNumber: REQUIRED, PhoneConfirmationToken: REQUIRED })
  })
})
