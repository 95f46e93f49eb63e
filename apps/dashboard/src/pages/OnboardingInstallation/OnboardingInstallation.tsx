import { failureText } from '@vigil/app-kit'
import {
  canContinueInstallation,
  type InstallationKind,
  installationBookingMode,
  localDateTimeToUtc,
  onboardingRoutes,
  utcToLocalDateTime,
  type Vehicle,
  validateInstallation,
} from '@vigil/domain'
import {
  Alert,
  Button,
  ComboBox,
  EmptyState,
  type InstallationSlot,
  InstallationSlotPicker,
  Spinner,
  Stack,
  Switch,
} from '@vigil/ui'
import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useFreeDevices } from '../../data/devices.ts'
import {
  StepError,
  saveInstallation,
  useFitmentCenters,
  useOnboardingVehicle,
  useRegions,
} from '../../data/onboarding.ts'
import { StepFrame } from '../OnboardingSteps/StepFrame.tsx'

/** The vehicle the driver/vehicle step just created, carried in the router state. */
export const justCreatedVehicleId = (state: unknown): number | null => {
  const id = typeof state === 'object' && state !== null ? (state as { vehicleId?: unknown }).vehicleId : undefined
  return typeof id === 'number' ? id : null
}

/** /agent/onboarding/client/{clientId}/installation: schedule or reschedule the installation (spec §2). */
export function OnboardingInstallation() {
  const clientId = Number(useParams().clientId)
  const { state } = useLocation()
  const { vehicle, loading } = useOnboardingVehicle(clientId, justCreatedVehicleId(state))
  if (loading) return <Spinner label="Loading the vehicle" showLabel />
  if (!vehicle)
    return (
      <StepFrame area="Installation" step="Installation" heading="Installation">
        <EmptyState title="Vehicle not found" description="Open the installation from the onboarding lists." />
      </StepFrame>
    )
  return <InstallationForm key={vehicle.id} clientId={clientId} vehicle={vehicle} />
}

function InstallationForm({ clientId, vehicle }: { clientId: number; vehicle: Vehicle }) {
  const navigate = useNavigate()
  const regions = useRegions()
  const centres = useFitmentCenters()
  const mode = installationBookingMode(vehicle)
  const [kind, setKind] = useState<InstallationKind>('new')
  const [slot, setSlot] = useState<InstallationSlot>({
    regionId: vehicle.regionId ? String(vehicle.regionId) : null,
    fitmentCenterId: vehicle.fitmentCenterId ? String(vehicle.fitmentCenterId) : null,
    dateTime: utcToLocalDateTime(vehicle.installationBookingUtcDateTime),
    installationConfirmed: false,
  })
  const [deviceText, setDeviceText] = useState('')
  const [deviceSerialNumber, setDeviceSerialNumber] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const devices = useFreeDevices(kind === 'existing' ? deviceText : '')
  const listed = (devices.data?.items ?? []).map((device) => device.serialNumber)

  const values = {
    regionId: slot.regionId,
    fitmentCenterId: slot.fitmentCenterId,
    installationUtcDateTime: slot.dateTime ? localDateTimeToUtc(slot.dateTime) : null,
    installationConfirmed: slot.installationConfirmed,
    deviceSerialNumber: deviceSerialNumber ?? deviceText,
  }
  const context = { kind, now: new Date(), listedSerialNumbers: listed }
  const errors = tried ? validateInstallation(values, context) : {}

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!canContinueInstallation(values, context)) return
    setSubmitting(true)
    setFailure(null)
    try {
      await saveInstallation({
        vehicleId: vehicle.id,
        bookingId: vehicle.installationBookingId ?? null,
        fitmentCenterId: String(slot.fitmentCenterId),
        installationUtcDateTime: values.installationUtcDateTime as string,
        existing:
          kind === 'existing'
            ? { deviceSerialNumber: values.deviceSerialNumber, vehicleNickname: vehicle.nickname || vehicle.make }
            : null,
      })
      navigate(onboardingRoutes.payment(clientId), { state: { vehicleId: vehicle.id } })
    } catch (error) {
      setFailure(error instanceof StepError ? error.message : failureText(error))
    } finally {
      setSubmitting(false)
    }
  }

  if (regions.isLoading || centres.isLoading) return <Spinner label="Loading fitment centres" showLabel />

  return (
    <StepFrame
      area="Installation"
      step="Installation"
      heading={mode === 'reschedule' ? 'Reschedule installation' : 'Schedule installation'}
    >
      <p>
        {vehicle.userFirstName} {vehicle.userLastName}: {vehicle.make} {vehicle.model} ({vehicle.registrationNumber})
      </p>
      <form onSubmit={submit} noValidate aria-label="Installation">
        <Stack $gap={4}>
          <Switch
            isSelected={kind === 'existing'}
            onChange={(existing) => {
              setKind(existing ? 'existing' : 'new')
              setDeviceSerialNumber(null)
              setDeviceText('')
            }}
          >
            Existing installation (the tracker is already fitted)
          </Switch>
          <InstallationSlotPicker
            kind={kind}
            regions={regions.data?.items ?? []}
            fitmentCenters={centres.data?.items ?? []}
            value={slot}
            onChange={setSlot}
            minDateTime={utcToLocalDateTime(new Date().toISOString()) ?? undefined}
            errors={errors}
            deviceSearch={
              <ComboBox
                label="Device serial number"
                items={listed.map((serial) => ({ id: serial, label: serial }))}
                inputValue={deviceText}
                onInputChange={(text) => {
                  setDeviceText(text)
                  setDeviceSerialNumber(null)
                }}
                selectedKey={deviceSerialNumber}
                onSelectionChange={(serial) => {
                  setDeviceSerialNumber(serial)
                  if (serial) setDeviceText(serial)
                }}
                emptyMessage="Device not found"
                isLoading={devices.isLoading}
                errorMessage={errors.deviceSerialNumber}
                isRequired
              />
            }
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" isPending={submitting} pendingLabel="Submitting">
            Next
          </Button>
        </Stack>
      </form>
    </StepFrame>
  )
}
