import {
  ALERT_NOTICE_MS,
  applicationVersionTone,
  autoLockStateText,
  boundingBox,
  COPY_COORDINATES_NOTICE_MS,
  type CommandLife,
  coordinatesText,
  type DeviceStatusInfo,
  formatDuration,
  gpsLateness,
  hasDevice,
  type LockAction,
  needsReactivation,
  telLink,
  type Vehicle,
  type VehicleDriver,
  type VehicleEventType,
  vehicleBadges,
  vehicleDisplayName,
  vehicleLockState,
  vehiclePinIcon,
  vehicleTrackerMessages,
} from '@vigil/domain'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { Age } from '../Age/index.ts'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { CommandStatus } from '../CommandStatus/index.ts'
import { GeofenceLayer, type MapGeofence } from '../FleetMap/GeofenceLayer.tsx'
import { CopyIcon } from '../icons/index.ts'
import { Card, FactList, VisuallyHidden } from '../layout/index.ts'
import { MapView, type MapViewProps } from '../MapView/index.ts'
import { TrackerStatus } from '../TrackerStatus/index.ts'
import { media, vars } from '../theme/index.ts'
import { type AlertProvider, VehicleActions } from './VehicleActions.tsx'
import { VehicleBadges } from './VehicleBadges.tsx'

export interface CallableDriver extends VehicleDriver {
  phoneCode?: number | string | null
  phoneNumber?: string | null
}

export type VehicleCardVehicle = Pick<
  Vehicle,
  | 'nickname'
  | 'make'
  | 'registrationNumber'
  | 'deviceId'
  | 'deviceSerialNumber'
  | 'deviceActive'
  | 'gpsDateTime'
  | 'gpsReceivedDateTime'
  | 'deviceLastSeenDateTime'
  | 'gpsLatitudeDegrees'
  | 'gpsLongitudeDegrees'
  | 'isLocked'
  | 'tamperActive'
  | 'openAlarmIds'
  | 'carBatteryMillivolts'
  | 'deviceBatteryMillivolts'
> & { drivers: CallableDriver[] }

export interface VehicleCardProps {
  vehicle: VehicleCardVehicle
  /** The type of the vehicle's latest event; decides the alert/locked/unlocked badge. */
  latestEventType?: VehicleEventType | null
  /** Application version and auto-lock state; null until loaded. */
  deviceStatus?: DeviceStatusInfo | null
  mapsApiKey?: string | null
  /** A lock or unlock request is in flight. */
  lockSubmitting?: boolean
  onToggleLock?: (action: LockAction) => void
  /** Opens the change-device (or link-device, when none) dialog. */
  onChangeDevice?: () => void
  onReactivate?: () => void
  /** Puts the coordinates on the clipboard; defaults to the browser clipboard. */
  onCopyCoordinates?: (text: string) => void | Promise<void>
  /** The latest lock or unlock the agent sent and where it is in its life. */
  command?: CommandLife | null
  /** Raises an armed-response (Aura) or air-ambulance (Capital Air) alert. */
  onAlert?: (provider: AlertProvider) => void
  /** The alert request in flight, if any. */
  alertSubmitting?: AlertProvider | null
  /** 'Alert sent' or the server's message; shown for 2 s, then `onAlertNoticeClear`. */
  alertNotice?: { tone: 'success' | 'error'; text: string } | null
  onAlertNoticeClear?: () => void
  /** Pins the time ages are measured from (stories); the shared one-second clock otherwise. */
  now?: Date
  /**
   * The geofences that apply to the vehicle (its own, its holder's, its company's), drawn on its map as on the fleet
   * map. Keep the array's identity while they are the same: the map redraws only when it changes.
   */
  geofences?: readonly MapGeofence[]
}

export type { AlertProvider }

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text)

/**
 * A vehicle on the clients list: status, last position, device and the lock, call and reactivate actions. Without a
 * tracker it says so, with the action that links one, and shows no lock state, position or command; a silent tracker
 * says for how long. Times are the tracker's own; a position that arrived late says how late.
 */
export function VehicleCard({
  vehicle,
  latestEventType = null,
  deviceStatus = null,
  mapsApiKey = null,
  lockSubmitting = false,
  onToggleLock,
  onChangeDevice,
  onReactivate,
  onCopyCoordinates = copyToClipboard,
  command = null,
  onAlert,
  alertSubmitting = null,
  alertNotice = null,
  onAlertNoticeClear,
  now,
  geofences = NO_GEOFENCES,
}: VehicleCardProps) {
  const titleId = useId()
  const coordinates = coordinatesText(vehicle)
  const version = deviceStatus?.applicationVersion ?? 'N/A'
  const driver = vehicle.drivers[0]
  const driverPhone = driver?.phoneNumber ? telLink(driver.phoneCode ?? 27, driver.phoneNumber) : null
  const copied = useCopiedNotice()
  const tracked = hasDevice(vehicle)
  const lateness = gpsLateness(vehicle)
  const geofenceMap = useGeofenceMap(geofences)

  const copy = async () => {
    if (!coordinates) return
    try {
      await onCopyCoordinates(coordinates)
      copied.show()
    } catch {
      // Clipboard refused (permissions): nothing was copied, so no confirmation.
    }
  }

  return (
    <Root as="article" aria-labelledby={titleId}>
      <Header>
        <div>
          <Title id={titleId}>{vehicleDisplayName(vehicle)}</Title>
          <Registration>{vehicle.registrationNumber}</Registration>
        </div>
        <VehicleBadges badges={vehicleBadges(vehicle, latestEventType)} />
      </Header>

      {!tracked && <TrackerStatus vehicle={vehicle} onLinkDevice={onChangeDevice} now={now} />}

      {tracked && (
        <Body>
          <MapView
            latitude={vehicle.gpsLatitudeDegrees}
            longitude={vehicle.gpsLongitudeDegrees}
            pin={vehiclePinIcon(vehicle)}
            apiKey={mapsApiKey}
            {...geofenceMap}
          />
          {/* The shapes are a picture (aria-hidden); their names are what a screen reader can use. */}
          {geofences.length > 0 && (
            <VisuallyHidden as="p">Geofences on the map: {geofences.map((g) => g.name).join(', ')}</VisuallyHidden>
          )}
          <Facts>
            <div>
              <dt>Device</dt>
              <dd>
                <DeviceButton onPress={onChangeDevice} aria-label={`Change device ${vehicle.deviceSerialNumber}`}>
                  {vehicle.deviceSerialNumber}
                </DeviceButton>
              </dd>
            </div>
            <div>
              <dt>Last GPS update</dt>
              <dd>
                <Age value={vehicle.gpsDateTime} now={now} withDateTime />
                {lateness !== null && <Late>{vehicleTrackerMessages.receivedLate(formatDuration(lateness))}</Late>}
              </dd>
            </div>
            <div>
              <dt>Application version</dt>
              <Version $warning={applicationVersionTone(deviceStatus?.applicationVersion) === 'warning'}>
                {version}
              </Version>
            </div>
            <div>
              <dt>Auto-lock</dt>
              <dd>{autoLockStateText(deviceStatus?.autoLockEnabledState) ?? 'N/A'}</dd>
            </div>
            <div>
              <dt>Coordinates</dt>
              <dd>
                <CoordinatesRow>
                  <span>{coordinates ?? 'N/A'}</span>
                  {coordinates && (
                    <Button variant="ghost" size="sm" icon={<CopyIcon size={16} />} onPress={copy}>
                      Copy coordinates
                    </Button>
                  )}
                  <Notice role="status">{copied.visible ? 'Copied' : ''}</Notice>
                </CoordinatesRow>
              </dd>
            </div>
          </Facts>
        </Body>
      )}

      {tracked && <TrackerStatus vehicle={vehicle} now={now} />}

      {command && <CommandStatus command={command} now={now} />}
      {alertNotice && (
        <Alert tone={alertNotice.tone} autoClearAfterMs={ALERT_NOTICE_MS} onClear={onAlertNoticeClear}>
          {alertNotice.text}
        </Alert>
      )}

      <VehicleActions
        isLocked={vehicleLockState(vehicle)}
        commands={tracked}
        lockSubmitting={lockSubmitting}
        driverPhone={driverPhone}
        onToggleLock={onToggleLock}
        onAlert={onAlert}
        alertSubmitting={alertSubmitting}
        reactivation={needsReactivation(vehicle)}
        onReactivate={onReactivate}
      />
    </Root>
  )
}

const NO_GEOFENCES: readonly MapGeofence[] = []

/** The map's geofence layer and the corners it must show whole; nothing without geofences. */
function useGeofenceMap(geofences: readonly MapGeofence[]): Pick<MapViewProps, 'overlay' | 'fit'> {
  return useMemo(() => {
    if (geofences.length === 0) return {}
    const fit = geofences.flatMap(({ shape }) => {
      const box = boundingBox(shape)
      return [
        [box.minLongitude, box.minLatitude],
        [box.maxLongitude, box.maxLatitude],
      ] as const
    })
    return { fit, overlay: (view) => <GeofenceLayer view={view} geofences={geofences} /> }
  }, [geofences])
}

/** 'Copied' shows for one second after a successful copy. */
function useCopiedNotice() {
  const [visible, setVisible] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    visible,
    show: () => {
      clearTimeout(timer.current)
      setVisible(true)
      timer.current = setTimeout(() => setVisible(false), COPY_COORDINATES_NOTICE_MS)
    },
  }
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  /* A card out of view skips layout and paint: a list of 50 live cards redraws only those on screen. */
  content-visibility: auto;
  contain-intrinsic-size: auto 420px;
`

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space2};
`

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Registration = styled.p`
  margin: 0;
  font-family: ${vars.fontFamilyMono};
  color: ${vars.colorTextMuted};
`

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space4};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

// One fact under another, in the card's side column.
const Facts = styled(FactList).attrs({ $gap: vars.space2 })`
  grid-template-columns: none;
  align-content: start;
`

const Version = styled.dd<{ $warning: boolean }>`
  color: ${({ $warning }) => ($warning ? vars.colorWarning : 'inherit')};
  font-weight: ${({ $warning }) => ($warning ? vars.fontWeightBold : 'inherit')};
`

const DeviceButton = styled(AriaButton)`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-family: ${vars.fontFamilyMono};
  color: ${vars.colorPrimary};
  text-decoration: underline;
  cursor: pointer;
  border-radius: ${vars.radiusSm};
  outline: none;
  &[data-hovered] {
    color: ${vars.colorPrimaryHover};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`

const Late = styled.span`
  display: block;
  color: ${vars.colorWarning};
  font-size: ${vars.fontSizeSm};
`

const CoordinatesRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  font-family: ${vars.fontFamilyMono};
`

const Notice = styled.span`
  color: ${vars.colorSuccess};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeSm};
`
