import { ApiError } from '@vigil/api-client'
import { FORM_ERROR } from 'final-form'
import { submitErrorsFrom } from './submitErrors.ts'

const fields = ['Email', 'password']

describe('submitErrorsFrom', () => {
  it('puts each server error under the field of that name, in any casing', () => {
    const error = new ApiError({
      status: 400,
      title: 'One or more validation errors occurred.',
      detail: 'Bad email',
      errors: { email: ['Bad email', 'Second'], Password: ['Too short'] },
    })
    expect(submitErrorsFrom(error, { fields, fallback: 'Failed' })).toEqual({
      Email: 'Bad email',
      password: 'Too short',
    })
  })

  it("gives the form the server's message when no field matches", () => {
    const error = new ApiError({ status: 409, title: 'Conflict', detail: 'Already linked', errors: { other: ['x'] } })
    expect(submitErrorsFrom(error, { fields, fallback: 'Failed' })).toEqual({ [FORM_ERROR]: 'Already linked' })
  })

  it('falls back to the given text when the failure carries no message', () => {
    expect(submitErrorsFrom(new ApiError({ status: 500, title: 'Internal' }), { fields, fallback: 'Failed' })).toEqual({
      [FORM_ERROR]: 'Failed',
    })
    expect(submitErrorsFrom(new TypeError('boom'), { fields, fallback: 'Failed' })).toEqual({ [FORM_ERROR]: 'Failed' })
  })
})
