import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findHubPushDeclarations, hubPushDeclarationsIn } from '../src/hub-push.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

describe('the hub push type', () => {
  it('is declared once, in the domain: no other file declares a push shape or lists the targets', () => {
    expect(findHubPushDeclarations(repoRoot)).toEqual([])
  })
})

describe('the hub push check', () => {
  // The three declarations issue #26 found drifted apart, as they were written.
  const serverShape = [
    'export type HubMessage =',
    "  | { target: 'DeviceGpsLocationMessage'; payload: DeviceGpsLocationMessage & DeviceTime }",
    "  | { target: 'AlarmMessage'; payload: AlarmMessage }",
  ].join('\n')
  const clientShape = [
    'export type VehicleHubMessage =',
    "  | { target: 'DeviceGpsLocationMessage'; message: DeviceGpsLocationMessage }",
  ].join('\n')
  const clientTargets = [
    'export const HUB_TARGETS: readonly HubTarget[] = [',
    "  'DeviceGpsLocationMessage',",
    "  'DeviceLockUnlockMessage',",
    "  'DeviceTamperMessage',",
    "  'VehicleCommandMessage',",
    ']',
  ].join('\n')

  it('names a push shape declared outside the domain, line by line', () => {
    expect(hubPushDeclarationsIn('packages/hub/src/messages.ts', serverShape)).toEqual([
      expect.objectContaining({ line: 2, reason: expect.stringMatching(/^declares a hub push shape/) }),
      expect.objectContaining({ line: 3, reason: expect.stringMatching(/^declares a hub push shape/) }),
    ])
    expect(hubPushDeclarationsIn('packages/domain/src/vehicles/types.ts', clientShape)).toHaveLength(1)
  })

  it('names a list of the targets written out again', () => {
    expect(hubPushDeclarationsIn('packages/api-client/src/hub.ts', clientTargets)).toEqual([
      expect.objectContaining({ line: 1, reason: expect.stringMatching(/^lists the hub's targets itself/) }),
    ])
  })

  it('leaves pushes built as values alone (a test or an app sending one)', () => {
    const values = [
      "hub.push({ target: 'DeviceGpsLocationMessage', message: gps })",
      "useHubMessage('DeviceTamperMessage', (message) => merge(message))",
    ].join('\n')
    expect(hubPushDeclarationsIn('apps/dashboard/src/data/live.ts', values)).toEqual([])
  })
})
