import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { sourceFiles } from './import-boundaries.ts'

// The hub's push type is declared once, in the domain beside the REST shapes (packages/domain/src/hub/push.ts), and
// the hub, the client package and the apps use it. Issue #26 found it declared three times and drifted (the server's
// `{target, payload}` with device time, the client's `{target, message}` without it, a third list of targets). This
// check fails on the next declaration of a push shape or a target list anywhere else.

/** The SignalR targets the hub pushes. */
export const HUB_PUSH_TARGETS = [
  'DeviceGpsLocationMessage',
  'DeviceLockUnlockMessage',
  'DeviceTamperMessage',
  'VehicleCommandMessage',
  'AlarmMessage',
] as const

/** Where the push type is declared (its folder, with its tests, is the one place allowed to list its targets). */
export const HUB_PUSH_HOME = ['packages', 'domain', 'src', 'hub', 'push.ts'].join('/')

export type HubPushDeclaration = { file: string; line: number; reason: string }

const targetNames = HUB_PUSH_TARGETS.join('|')
/** A push shape as a type: `{ target: 'DeviceTamperMessage'; ...` (a value is written with a comma, not a semicolon). */
const shapeDeclaration = new RegExp(`target\\s*:\\s*'(${targetNames})'\\s*;`)
const quoted = `['"](?:${targetNames})['"]`
/** A list of three or more targets: an array of them (`['DeviceGpsLocationMessage', ...]`) or a union of literals. */
const targetList = new RegExp(`\\[\\s*(?:${quoted}\\s*,\\s*){2,}${quoted}|(?:${quoted}\\s*\\|\\s*){2,}${quoted}`)

/** Every push shape or target list declared in one file's text (the file's path for the message). */
export function hubPushDeclarationsIn(file: string, text: string): HubPushDeclaration[] {
  const found: HubPushDeclaration[] = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    if (shapeDeclaration.test(line))
      found.push({
        file,
        line: index + 1,
        reason: `declares a hub push shape of its own; use HubPush / HubPushOf from @vigil/domain (${HUB_PUSH_HOME})`,
      })
  })
  // A test may subscribe to a few targets by name; a list in the product's code is a second declaration.
  const isTest = /\.test\.tsx?$|(^|\/)test\//.test(file)
  const list = isTest ? null : targetList.exec(text)
  if (list)
    found.push({
      file,
      line: text.slice(0, list.index).split('\n').length,
      reason: `lists the hub's targets itself; use HUB_TARGETS / HubTarget from @vigil/domain (${HUB_PUSH_HOME})`,
    })
  return found
}

/** Every declaration of a hub push shape or target list outside the domain's one, in the workspace's source. */
export function findHubPushDeclarations(root: string): HubPushDeclaration[] {
  return sourceFiles(root).flatMap((path) => {
    const file = relative(root, path).split(sep).join('/')
    if (file.startsWith(HUB_PUSH_HOME.replace(/push\.ts$/, '')) || file.startsWith('tooling/')) return []
    return hubPushDeclarationsIn(file, readFileSync(path, 'utf8'))
  })
}
