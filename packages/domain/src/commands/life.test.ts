import { describe, expect, it } from 'vitest'
import { applyCommandMessage, commandAccepted, commandLifeText, commandRefused, commandSending } from './life.ts'
import type { VehicleCommandMessage } from './types.ts'

const now = new Date('2026-01-01T10:00:00Z')
const later = new Date('2026-01-01T10:00:05Z')
const push = (state: VehicleCommandMessage['state'], commandId = 'c1'): VehicleCommandMessage => ({
  vehicleId: 1,
  commandId,
  name: 'lock',
  state,
  at: later.toISOString(),
  reason: state === 'timed_out' ? 'The device never answered the command.' : null,
  queuedReason: null,
})

describe('command life', () => {
  it('goes from sending to the state the API answered', () => {
    const life = commandAccepted(commandSending('Lock', now), 'c1', 'sent', later)
    expect(life).toMatchObject({ phase: 'sent', commandId: 'c1', at: later.toISOString() })
  })

  it('follows pushes for its own command only', () => {
    const life = commandAccepted(commandSending('Lock', now), 'c1', 'sent', now)
    expect(applyCommandMessage(life, push('confirmed', 'other'))).toBe(life)
    expect(applyCommandMessage(life, push('confirmed'))?.phase).toBe('confirmed')
  })

  it('never moves back and stays settled', () => {
    const acked = applyCommandMessage(commandAccepted(commandSending('Lock', now), 'c1', 'sent', now), push('acked'))
    expect(applyCommandMessage(acked, push('sent'))).toBe(acked)
    const confirmed = applyCommandMessage(acked, push('confirmed'))
    expect(applyCommandMessage(confirmed, push('timed_out'))).toBe(confirmed)
  })

  it('keeps a push that beat the API answer', () => {
    const sending = { ...commandSending('Lock', now), commandId: 'c1' }
    const confirmed = applyCommandMessage(sending, push('confirmed'))
    expect(confirmed && commandAccepted(confirmed, 'c1', 'sent', later).phase).toBe('confirmed')
  })

  it('tells each phase in the product words', () => {
    const refused = commandRefused(
      commandSending('Lock', now),
      'The vehicle is moving. It can only be locked once it has stopped.',
      now,
    )
    expect(commandLifeText(refused)).toEqual({
      text: 'The vehicle is moving. It can only be locked once it has stopped.',
      tone: 'error',
      settled: true,
    })
    expect(commandLifeText({ action: 'Lock', phase: 'queued', reason: null }).text).toBe(
      'Lock queued: the tracker is offline. It is sent when the tracker reconnects.',
    )
    expect(commandLifeText({ action: 'Lock', phase: 'confirmed', reason: null })).toMatchObject({
      text: "Locked: confirmed by the tracker's own report.",
      tone: 'success',
    })
    expect(commandLifeText({ action: 'Unlock', phase: 'expired', reason: null }).text).toMatch(/^Unlock expired/)
    expect(
      commandLifeText({ action: 'Unlock', phase: 'timed_out', reason: 'The device never answered the command.' }).text,
    ).toBe('Unlock failed: The device never answered the command.')
    expect(commandLifeText({ action: 'Lock', phase: 'sent', reason: null }).settled).toBe(false)
  })

  it('says why a queued command waits: an offline tracker, or an online one held for a fresh fix', () => {
    const offline = commandAccepted(commandSending('Lock', now), 'c1', 'queued', later, 'tracker-offline')
    expect(commandLifeText(offline)).toEqual({
      text: 'Lock queued: the tracker is offline. It is sent when the tracker reconnects.',
      tone: 'warning',
      settled: false,
    })
    const held = commandAccepted(commandSending('Lock', now), 'c1', 'queued', later, 'awaiting-fix')
    expect(commandLifeText(held)).toEqual({
      text: 'Lock queued until a fresh position shows the vehicle standing still.',
      tone: 'pending',
      settled: false,
    })
    expect(commandLifeText(held).text).not.toMatch(/offline/)
    // The offline tracker reconnects, and its first fix is awaited: the push moves the text on, still queued.
    const reconnected = applyCommandMessage(offline, { ...push('queued'), queuedReason: 'awaiting-fix' })
    expect(reconnected && commandLifeText(reconnected).text).toBe(commandLifeText(held).text)
    // Once sent, the reason no longer applies.
    expect(applyCommandMessage(held, push('sent'))?.queuedReason).toBeNull()
  })
})
