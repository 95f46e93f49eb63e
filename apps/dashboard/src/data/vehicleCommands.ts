import { failureText, useCacheMerge, useHubMessage, useHubState } from '@vigil/app-kit'
import {
  applyCommandMessage,
  type CommandLife,
  commandAccepted,
  commandRefused,
  commandSending,
  isSettled,
  type LockAction,
  mergeHubMessageIntoList,
  type VehicleHubMessage,
} from '@vigil/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { commandState, isVehicleListKey, sendLockCommand, type VehicleList } from './clients.ts'

/**
 * The lock and unlock commands the agent sent from this page, one per vehicle: sending, the API's answer, then the
 * hub's `VehicleCommandMessage` pushes; after a reconnect, unsettled ones are asked for again (pushes may be lost).
 */
export function useVehicleCommands() {
  const [commands, setCommands] = useState<ReadonlyMap<number, CommandLife>>(() => new Map())
  const latest = useRef(commands)
  latest.current = commands

  const update = useCallback((vehicleId: number, change: (life: CommandLife | null) => CommandLife | null) => {
    setCommands((previous) => {
      const before = previous.get(vehicleId) ?? null
      const after = change(before)
      if (after === before) return previous
      const next = new Map(previous)
      if (after) next.set(vehicleId, after)
      else next.delete(vehicleId)
      return next
    })
  }, [])

  useHubMessage('VehicleCommandMessage', (message) =>
    update(message.vehicleId, (life) => applyCommandMessage(life, message)),
  )

  const { state } = useHubState()
  const wasConnected = useRef(state === 'connected')
  useEffect(() => {
    const reconnected = state === 'connected' && !wasConnected.current
    wasConnected.current = state === 'connected'
    if (!reconnected) return
    for (const [vehicleId, life] of latest.current) {
      if (!life.commandId || isSettled(life.phase)) continue
      commandState(life.commandId)
        .then((answer) =>
          update(vehicleId, (current) =>
            applyCommandMessage(current, {
              vehicleId,
              commandId: answer.commandId,
              name: answer.name as 'lock' | 'unlock',
              state: answer.state,
              at: answer.finishedOn ?? answer.ackedOn ?? answer.sentOn ?? answer.createdOn,
              reason: answer.reason,
              queuedReason: answer.queuedReason,
            }),
          ),
        )
        .catch(() => undefined)
    }
  }, [state, update])

  const send = useCallback(
    async (vehicleId: number, action: LockAction) => {
      update(vehicleId, () => commandSending(action, new Date()))
      try {
        const answer = await sendLockCommand(vehicleId, action)
        update(
          vehicleId,
          (life) => life && commandAccepted(life, answer.commandId, answer.state, new Date(), answer.queuedReason),
        )
      } catch (error) {
        update(
          vehicleId,
          (life) =>
            life && commandRefused(life, failureText(error, `${action} failed.`, { withTitle: true }), new Date()),
        )
      }
    },
    [update],
  )

  return { commands, send }
}

/**
 * GPS, lock, tamper, battery, contact and alarm pushes move each shown vehicle (pin, coordinates, badges, Lock/Unlock,
 * alert, 'Silent for…') without a refetch, through the domain's merge: the same facts a reload of the list gives. The kit gathers a frame's pushes and
 * writes each cached list once; a list without the push's vehicle stays the same object, so nothing re-renders.
 */
export function useLiveVehicles() {
  const mergeIntoCache = useCacheMerge()
  const merge = (update: VehicleHubMessage) =>
    mergeIntoCache<VehicleList>(isVehicleListKey, (list) => {
      const items = mergeHubMessageIntoList(list.items, update) as VehicleList['items']
      return items === list.items ? list : { ...list, items }
    })
  useHubMessage('DeviceGpsLocationMessage', (message) => merge({ target: 'DeviceGpsLocationMessage', message }))
  useHubMessage('DeviceLockUnlockMessage', (message) => merge({ target: 'DeviceLockUnlockMessage', message }))
  useHubMessage('DeviceTamperMessage', (message) => merge({ target: 'DeviceTamperMessage', message }))
  useHubMessage('DeviceContactMessage', (message) => merge({ target: 'DeviceContactMessage', message }))
  useHubMessage('DeviceBatteryMessage', (message) => merge({ target: 'DeviceBatteryMessage', message }))
  useHubMessage('AlarmMessage', (message) => merge({ target: 'AlarmMessage', message }))
}
