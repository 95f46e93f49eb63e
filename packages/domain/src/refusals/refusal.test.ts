import { describe, expect, it } from 'vitest'
import { invalidFields, isRefusal, Refusal, tooManyTries } from './refusal.ts'

describe('Refusal', () => {
  it('keeps only the fields that have a message, and takes the first as its message', () => {
    const refusal = invalidFields({ Email: undefined, PhoneNumber: 'Taken', Name: 'Required' })
    expect(refusal.kind).toBe('invalid')
    expect(refusal.fields).toEqual({ PhoneNumber: 'Taken', Name: 'Required' })
    expect(refusal.message).toBe('Taken')
  })

  it('keeps a message given beside the fields', () => {
    expect(invalidFields({ Email: 'Taken' }, 'Sign-up refused').message).toBe('Sign-up refused')
  })

  it('names its kind when it has no message and no fields', () => {
    expect(new Refusal('not-found', undefined).message).toBe('not-found')
  })

  it('puts too many tries under the field that took them, with the wait', () => {
    const refusal = tooManyTries('Wait 30 seconds', 'phoneNumber', 30)
    expect(refusal).toMatchObject({ kind: 'too-many-tries', fields: { phoneNumber: 'Wait 30 seconds' } })
    expect(refusal.retryAfterSeconds).toBe(30)
    expect(tooManyTries('Wait', 'password').retryAfterSeconds).toBeUndefined()
  })

  it('is told apart from other errors', () => {
    expect(isRefusal(new Refusal('conflict', 'Done'))).toBe(true)
    expect(isRefusal(new Error('Done'))).toBe(false)
  })
})
