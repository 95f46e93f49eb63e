import { type CommandLife, type LockAction, latestEventTypeOf } from '@vigil/domain'
import { type AlertProvider, VehicleCard } from '@vigil/ui'
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { alertFailureText, type ClientVehicle, raiseAlert } from '../../data/clients.ts'
import { useVehicleGeofences } from '../../data/rules.ts'

export interface LiveVehicleCardProps {
  vehicle: ClientVehicle
  command: CommandLife | null
  mapsApiKey: string | null
  onToggleLock: (vehicleId: number, action: LockAction) => void
  onChangeDevice: (vehicle: ClientVehicle) => void
  onReactivate: (vehicle: ClientVehicle) => void
}

/**
 * One vehicle card on the clients list; re-renders only when its vehicle or its command changed (memo). Its handlers
 * keep their identity while the vehicle moves, so a GPS push leaves the card's buttons alone.
 */
export const LiveVehicleCard = memo(function LiveVehicleCard({
  vehicle,
  command,
  mapsApiKey,
  onToggleLock,
  onChangeDevice,
  onReactivate,
}: LiveVehicleCardProps) {
  const [alertSubmitting, setAlertSubmitting] = useState<AlertProvider | null>(null)
  const [alertNotice, setAlertNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [raisedAlert, setRaisedAlert] = useState(false)
  const vehicleId = vehicle.id
  const current = useRef(vehicle)
  useLayoutEffect(() => {
    current.current = vehicle
  })

  const alert = useCallback(
    async (provider: AlertProvider) => {
      setAlertSubmitting(provider)
      setAlertNotice(null)
      try {
        const answer = await raiseAlert(vehicleId, provider)
        setRaisedAlert(true)
        setAlertNotice({ tone: 'success', text: answer.message || 'Alert sent' })
      } catch (error) {
        setAlertNotice({ tone: 'error', text: alertFailureText(error) })
      } finally {
        setAlertSubmitting(null)
      }
    },
    [vehicleId],
  )
  const toggleLock = useCallback((action: LockAction) => onToggleLock(vehicleId, action), [onToggleLock, vehicleId])
  const changeDevice = useCallback(() => onChangeDevice(current.current), [onChangeDevice])
  const reactivate = useCallback(() => onReactivate(current.current), [onReactivate])
  const clearAlertNotice = useCallback(() => setAlertNotice(null), [])
  const geofences = useVehicleGeofences(vehicle)

  return (
    <VehicleCard
      vehicle={vehicle}
      latestEventType={latestEventTypeOf(vehicle, raisedAlert)}
      deviceStatus={
        vehicle.autoLockEnabledState == null && vehicle.applicationVersion == null
          ? null
          : { applicationVersion: vehicle.applicationVersion, autoLockEnabledState: vehicle.autoLockEnabledState ?? 0 }
      }
      mapsApiKey={mapsApiKey}
      lockSubmitting={command?.phase === 'sending'}
      command={command}
      onToggleLock={toggleLock}
      onChangeDevice={changeDevice}
      onReactivate={reactivate}
      onAlert={alert}
      alertSubmitting={alertSubmitting}
      alertNotice={alertNotice}
      onAlertNoticeClear={clearAlertNotice}
      geofences={geofences}
    />
  )
})
