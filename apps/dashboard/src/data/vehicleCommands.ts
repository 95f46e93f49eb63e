import { useCacheMerge, useHubMessage, useHubState } from '@vigil/app-kit'
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
import { commandState, isVehicleListKey, refusalText, sendLockCommand, type VehicleList } from './clients.ts'

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
        update(vehicleId, (life) => life && commandAccepted(life, answer.commandId, answer.state, new Date()))
      } catch (error) {
        update(vehicleId, (life) => life && commandRefused(life, refusalText(error, `${action} failed.`), new Date()))
      }
    },
    [update],
  )

  return { commands, send }
}

/**
 * GPS, lock and tamper pushes move each shown vehicle (pin, coordinates, badge, Lock/Unlock) without a refetch. An
 * agent receives every vehicle's pushes (thousands a second with a large fleet): they are gathered and applied to the
 * cached lists once per frame, and pushes for vehicles not on screen cost a set lookup.
 */
export function useLiveVehicles() {
  const mergeIntoCache = useCacheMerge()
  const batch = useRef<VehicleHubMessage[] | null>(null)
  const merge = (update: VehicleHubMessage) => {
    if (batch.current) {
      batch.current.push(update)
      return
    }
    const updates = [update]
    batch.current = updates
    // The kit applies merges on the next animation frame; pushes until then join this batch.
    mergeIntoCache<VehicleList>(isVehicleListKey, (list) => applyUpdates(list, updates))
    requestAnimationFrame(() => {
      if (batch.current === updates) batch.current = null
    })
  }
  useHubMessage('DeviceGpsLocationMessage', (message) => merge({ target: 'DeviceGpsLocationMessage', message }))
  useHubMessage('DeviceLockUnlockMessage', (message) => merge({ target: 'DeviceLockUnlockMessage', message }))
  useHubMessage('DeviceTamperMessage', (message) => merge({ target: 'DeviceTamperMessage', message }))
}

/** Applies a frame's pushes to one cached list; the same list when none of them is for a vehicle in it. */
function applyUpdates(list: VehicleList, updates: readonly VehicleHubMessage[]): VehicleList {
  const shown = new Set(list.items.map((vehicle) => vehicle.id))
  let items: VehicleList['items'] = list.items
  const now = new Date()
  for (const update of updates) {
    if (shown.has(update.message.vehicleId)) {
      items = mergeHubMessageIntoList(items, update, now) as VehicleList['items']
    }
  }
  return items === list.items ? list : { ...list, items }
}
