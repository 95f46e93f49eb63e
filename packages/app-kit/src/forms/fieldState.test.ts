import type { FieldMetaState } from 'react-final-form'
import { fieldMessage } from './fieldState.ts'

const meta = (state: Partial<FieldMetaState<unknown>>) => state as FieldMetaState<unknown>

describe('the message a field shows', () => {
  it('is its own rule once the person left the field or tried to submit, not while they type', () => {
    expect(fieldMessage(meta({ error: 'Required', touched: false }))).toBeUndefined()
    expect(fieldMessage(meta({ error: 'Required', touched: true }))).toBe('Required')
    expect(fieldMessage(meta({ error: 'Required', submitFailed: true }))).toBe('Required')
  })

  it("is the server's message until the value changes again, the rule first", () => {
    expect(fieldMessage(meta({ submitError: 'Unknown email', dirtySinceLastSubmit: false }))).toBe('Unknown email')
    expect(fieldMessage(meta({ submitError: 'Unknown email', dirtySinceLastSubmit: true }))).toBeUndefined()
    expect(fieldMessage(meta({ error: 'Required', touched: true, submitError: 'Unknown email' }))).toBe('Required')
    expect(fieldMessage(meta({ error: 'Required', submitError: 'Unknown email' }))).toBe('Unknown email')
  })

  it('ignores errors that are not texts', () => {
    expect(fieldMessage(meta({ error: { nested: 'x' }, touched: true }))).toBeUndefined()
    expect(fieldMessage(meta({ submitError: ['x'] }))).toBeUndefined()
    expect(fieldMessage(meta({}))).toBeUndefined()
  })
})
