import { ApiError, getInstallationByVehicleRegistration, hasEventInLastHour } from '@vigil/api-client'
import {
  FORM_ERROR,
  Form,
  FormAlert,
  FormPasswordField,
  FormTextField,
  type useForm,
  usePageTitle,
} from '@vigil/app-kit'
import {
  CHECKLIST_LABELS,
  CHECKLIST_MESSAGES,
  CONNECTIVITY_MESSAGES,
  checkEventsButtonLabel,
  checkEventsResult,
  checklistFooterButtonLabel,
  checklistPhase,
  installationLookupOutcome,
  lookupFieldErrors,
  validationMessages,
} from '@vigil/domain'
import {
  Alert,
  Button,
  Card,
  ConnectivityBanner,
  DeviceOnlineCard,
  InstallationDetailsCard,
  Page,
  Stack,
  vars,
} from '@vigil/ui'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { CompletedSection } from './CompletedSection.tsx'
import { serialPath, withPasscode } from './passcode.ts'
import { StepsList } from './StepsList.tsx'
import { useConnectivity } from './useConnectivity.ts'
import { useInstallation } from './useInstallation.ts'
import { useKeptProgress } from './useKeptProgress.ts'
import { useLatestGps } from './useLatestGps.ts'

interface ChecklistValues {
  deviceSerialNumber?: string
  passcode?: string
  vehicleRegistration?: string
}

type Intent = 'check' | 'lookup'

/** The installer's checklist: precheck, lookup, the six steps, then completion and the certificate. */
export function ChecklistPage() {
  usePageTitle(CHECKLIST_LABELS.header)
  const { kept, keep } = useKeptProgress()
  const net = useConnectivity()
  const [intent, setIntentState] = useState<Intent>('check')
  // The submit reads the intent at once, before React re-renders with the new state.
  const intentRef = useRef<Intent>('check')
  const setIntent = (next: Intent) => {
    intentRef.current = next
    setIntentState(next)
  }
  const [passcode, setPasscode] = useState('')
  const [serial, setSerial] = useState('')
  const [deviceOnline, setDeviceOnline] = useState(false)
  const [trackerSilent, setTrackerSilent] = useState(false)
  const [installationId, setInstallationId] = useState<number | null>(null)
  const [restarting, setRestarting] = useState(false)
  // Read once: a form whose initial values change starts over, and would drop the typed passcode.
  const [initialValues] = useState<ChecklistValues>(() => ({
    deviceSerialNumber: kept.deviceSerialNumber,
    vehicleRegistration: kept.vehicleRegistration,
  }))
  const formRef = useRef<ReturnType<typeof useForm<ChecklistValues>> | null>(null)

  const { installation, error: loadError, isLoading, reload } = useInstallation(installationId, passcode, false)
  const phase = checklistPhase(deviceOnline, installation)
  const gps = useLatestGps(serial, passcode, deviceOnline, installation !== null)

  const submitAs = (next: Intent) => {
    setIntent(next)
    void formRef.current?.submit()
  }

  const failed = (error: unknown, retry: Intent, fields: (keyof ChecklistValues)[], fallback: string) => {
    if (net.noteFailure(error)) {
      net.retryWhenOnline(() => submitAs(retry))
      return undefined
    }
    if (error instanceof ApiError) {
      const byField = lookupFieldErrors(error.errors)
      const mine = Object.fromEntries(Object.entries(byField).filter(([field]) => fields.includes(field as never)))
      if (Object.keys(mine).length > 0) return mine
    }
    return { [FORM_ERROR]: fallback }
  }

  const lookup = async (values: ChecklistValues, typedPasscode: string) => {
    try {
      const answer = await getInstallationByVehicleRegistration(
        {
          VehicleRegistration: values.vehicleRegistration ?? '',
          InstallationBookingId: null,
          DeviceSerialNumber: (values.deviceSerialNumber ?? '').trim(),
        },
        withPasscode(typedPasscode),
      )
      net.noteSuccess()
      const outcome = installationLookupOutcome(answer)
      if (!outcome.ok) return { [FORM_ERROR]: outcome.alert }
      keep({
        deviceSerialNumber: (values.deviceSerialNumber ?? '').trim(),
        vehicleRegistration: values.vehicleRegistration ?? '',
        installationId: outcome.installationId,
      })
      if (outcome.installationId === installationId) await reload()
      setInstallationId(outcome.installationId)
      return undefined
    } catch (error) {
      return failed(
        error,
        'lookup',
        ['deviceSerialNumber', 'vehicleRegistration', 'passcode'],
        CHECKLIST_MESSAGES.installationDetailsError,
      )
    }
  }

  const checkEvents = async (values: ChecklistValues, typedPasscode: string) => {
    const typedSerial = (values.deviceSerialNumber ?? '').trim()
    if (!typedSerial) return { deviceSerialNumber: CHECKLIST_MESSAGES.serialNumberRequired }
    setTrackerSilent(false)
    try {
      const answer = await hasEventInLastHour(serialPath(typedSerial), withPasscode(typedPasscode))
      net.noteSuccess()
      const result = checkEventsResult({ hasEventInLastHour: answer === true })
      setDeviceOnline(result.deviceOnline)
      if (!result.deviceOnline) {
        setTrackerSilent(true)
        return { [FORM_ERROR]: result.error! }
      }
      setSerial(typedSerial)
      const sameDevice = kept.deviceSerialNumber === typedSerial
      keep({
        deviceSerialNumber: typedSerial,
        vehicleRegistration: values.vehicleRegistration ?? '',
        installationId: sameDevice ? kept.installationId : null,
      })
      // After a reload the kept registration carries the installer straight back to their checklist.
      if (sameDevice && kept.installationId !== null && values.vehicleRegistration && installationId === null) {
        setIntent('lookup')
        return lookup(values, typedPasscode)
      }
      return undefined
    } catch (error) {
      return failed(error, 'check', ['deviceSerialNumber', 'passcode'], CHECKLIST_MESSAGES.checkEventsFailed)
    }
  }

  const onSubmit = async (values: ChecklistValues) => {
    const typedPasscode = values.passcode ?? ''
    const missing = {
      ...(intentRef.current === 'check' && !(values.deviceSerialNumber ?? '').trim()
        ? { deviceSerialNumber: CHECKLIST_MESSAGES.serialNumberRequired }
        : {}),
      ...(typedPasscode ? {} : { passcode: validationMessages.required }),
    }
    if (Object.keys(missing).length > 0) return missing
    setPasscode(typedPasscode)
    return intentRef.current === 'check' ? checkEvents(values, typedPasscode) : lookup(values, typedPasscode)
  }

  return (
    <>
      <ConnectivityBanner connectivity={net.connectivity} />
      <Page title={CHECKLIST_LABELS.header}>
        <Stack $gap={4}>
          <Form<ChecklistValues> onSubmit={onSubmit} initialValues={initialValues}>
            {({ handleSubmit, form, submitting }) => {
              formRef.current = form
              return (
                <form
                  noValidate
                  onSubmit={(event) => {
                    // Enter in a field runs the action of the section it is in.
                    event.preventDefault()
                    void handleSubmit(event)
                  }}
                  aria-label="Installation lookup"
                >
                  <Stack $gap={4}>
                    <Section aria-labelledby="precheck-title">
                      <SectionTitle id="precheck-title">Device</SectionTitle>
                      <FormTextField
                        name="deviceSerialNumber"
                        label="Device serial number"
                        autoComplete="off"
                        onFocus={() => setIntent('check')}
                      />
                      <FormPasswordField name="passcode" label="Passcode" autoComplete="off" />
                      <Button
                        fullWidth
                        variant={deviceOnline ? 'secondary' : 'primary'}
                        isPending={submitting && intent === 'check'}
                        pendingLabel={checkEventsButtonLabel(true)}
                        onPress={() => submitAs('check')}
                      >
                        {checkEventsButtonLabel(false)}
                      </Button>
                      {intent === 'check' ? <FormAlert /> : null}
                      {trackerSilent && net.connectivity === 'online' ? (
                        <Hint>{CONNECTIVITY_MESSAGES.trackerSilent}</Hint>
                      ) : null}
                    </Section>
                    {gps ? (
                      <DeviceOnlineCard
                        latitude={gps.latitudeDegrees}
                        longitude={gps.longitudeDegrees}
                        altitude={gps.altitudeMeters}
                        eventDate={gps.dataDateTime}
                      />
                    ) : null}
                    {deviceOnline ? (
                      <Section aria-labelledby="lookup-title">
                        <SectionTitle id="lookup-title">Vehicle</SectionTitle>
                        <FormTextField
                          name="vehicleRegistration"
                          label="Vehicle registration"
                          autoComplete="off"
                          onFocus={() => setIntent('lookup')}
                        />
                        {intent === 'lookup' ? <FormAlert /> : null}
                        <Button
                          fullWidth
                          isPending={(submitting && intent === 'lookup') || isLoading}
                          pendingLabel={CHECKLIST_LABELS.loading}
                          onPress={() => submitAs('lookup')}
                        >
                          {checklistFooterButtonLabel(installation !== null, false)}
                        </Button>
                      </Section>
                    ) : null}
                  </Stack>
                </form>
              )
            }}
          </Form>
          {loadError && !installation && net.connectivity === 'online' ? (
            <Alert tone="error">{CHECKLIST_MESSAGES.installationDetailsError}</Alert>
          ) : null}
          {installation ? (
            <InstallationDetailsCard
              vehicleId={installation.vehicleId}
              currentStep={installation.currentStep}
              dateCompleted={installation.dateCompleted}
              message={installation.message}
            />
          ) : null}
          {installation && phase === 'completed' ? (
            <CompletedSection installation={installation} passcode={passcode} net={net} />
          ) : null}
          {installation && phase === 'steps' ? (
            <StepsList
              installation={installation}
              serial={serial}
              passcode={passcode}
              net={net}
              reload={reload}
              restarting={restarting}
              setRestarting={setRestarting}
            />
          ) : null}
        </Stack>
      </Page>
    </>
  )
}

const Section = styled(Card).attrs({ $raised: false })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`
