import { ApiError, apiErrorFromAnswer } from '@vigil/api-client'
import { describe, expect, it } from 'vitest'
import { failureText } from './failureText.ts'

const FALLBACK = 'Failed to change device'

describe('failureText', () => {
  it("shows the problem's detail first", () => {
    const error = apiErrorFromAnswer(409, 'Conflict', { title: 'Conflict', detail: 'The device is linked elsewhere' })
    expect(failureText(error, FALLBACK)).toBe('The device is linked elsewhere')
  })

  it("reads a body's message as the server's message", () => {
    expect(failureText(apiErrorFromAnswer(400, 'Bad Request', { message: 'Plan not found' }), FALLBACK)).toBe(
      'Plan not found',
    )
  })

  it('shows the first field message when there is no detail', () => {
    const error = apiErrorFromAnswer(400, 'Bad Request', { title: 'Bad Request', errors: { Email: ['Email taken'] } })
    expect(failureText(error, FALLBACK)).toBe('Email taken')
  })

  it('shows the title, or the status text of an answer that is no problem, before the fallback where asked', () => {
    const withTitle = { withTitle: true }
    expect(
      failureText(apiErrorFromAnswer(402, 'Payment Required', { title: 'Card declined' }), FALLBACK, withTitle),
    ).toBe('Card declined')
    expect(failureText(apiErrorFromAnswer(502, 'Bad Gateway', '<html>'), FALLBACK, withTitle)).toBe('Bad Gateway')
    expect(failureText(new ApiError({ status: 500, title: '' }), FALLBACK, withTitle)).toBe(FALLBACK)
  })

  it('shows the fallback, not the title, on the other screens', () => {
    expect(failureText(apiErrorFromAnswer(500, 'Internal Server Error', {}), 'An error occurred')).toBe(
      'An error occurred',
    )
  })

  it('shows the fallback for a failure that is not an answer', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to change device')).toBe('Failed to change device')
    expect(failureText(undefined)).toBe('Unfortunately the request failed without any good reason.')
  })
})
