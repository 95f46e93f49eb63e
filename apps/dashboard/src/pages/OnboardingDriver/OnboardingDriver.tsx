import { ApiError } from '@vigil/api-client'
import {
  FORM_ERROR,
  Form,
  FormAlert,
  FormIdNumberField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  failureText,
  fieldMessage,
  SubmitButton,
  submitErrorsFrom,
  useField,
} from '@vigil/app-kit'
import {
  canContinueNewDriver,
  canSaveVehicle,
  type DriverValues,
  onboardingRoutes,
  registrationYearOptions,
  trimCredential,
  type VehicleValues,
  validateDriver,
  validateIdNumber,
  validateVehicle,
} from '@vigil/domain'
import { Alert, Button, ComboBox, Inline, Spinner, Stack } from '@vigil/ui'
import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { addVehicleWithDriver, useAccountHolder, useVehicleTypeSearch } from '../../data/onboarding.ts'
import { PHONE_FORMAT_HELP, StepFrame } from '../OnboardingSteps/StepFrame.tsx'

const DRIVER_FIELDS = ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'IdNumber']
const VEHICLE_FIELDS = ['colour', 'registrationNumber', 'vehicle', 'registrationYear', 'vinNumber', 'engineNumber']

/** /agent/onboarding/client/{clientId}/add-driver: the driver, then the vehicle; both are saved at the end. */
export function OnboardingDriver() {
  const clientId = Number(useParams().clientId)
  const navigate = useNavigate()
  const holder = useAccountHolder(clientId)
  const [step, setStep] = useState<'Driver' | 'Vehicle'>('Driver')
  const [driver, setDriver] = useState<DriverValues>({ IdNumberIsSouthAfrican: true })
  const [driverErrors, setDriverErrors] = useState<Record<string, string> | undefined>()
  const [createdVehicleId, setCreatedVehicleId] = useState<number | null>(null)
  const owner = holder.data?.items[0]

  const saveVehicle = async (vehicle: VehicleValues) => {
    try {
      const created = await addVehicleWithDriver(
        { ...vehicle, userId: clientId } as Parameters<typeof addVehicleWithDriver>[0],
        driver,
        createdVehicleId,
        setCreatedVehicleId,
      )
      // {clientId} of the installation route is the account holder here; the state says which vehicle is new.
      navigate(onboardingRoutes.installation(clientId), { state: { vehicleId: created.id } })
      return undefined
    } catch (error) {
      const driverProblem = submitErrorsFrom(error, { fields: DRIVER_FIELDS })
      if (error instanceof ApiError && error.status === 400 && DRIVER_FIELDS.some((field) => error.fieldError(field))) {
        // A driver field the server refused: back to the driver step, the message under its field.
        setDriverErrors(driverProblem as Record<string, string>)
        setStep('Driver')
        return undefined
      }
      if (error instanceof ApiError && error.status === 400) return submitErrorsFrom(error, { fields: VEHICLE_FIELDS })
      return { [FORM_ERROR]: failureText(error, undefined, { withTitle: true }) }
    }
  }

  if (holder.isLoading) return <Spinner label="Loading the account holder" showLabel />
  const subject = owner ? `${owner.firstName} ${owner.lastName}` : null

  return step === 'Driver' ? (
    <StepFrame area="Add Driver" step="Driver" heading="Driver details">
      {subject && <Alert tone="info">Who drives the vehicle of {subject}? The account holder may be the driver.</Alert>}
      <Form<DriverValues>
        onSubmit={(values) => {
          setDriver(values)
          setDriverErrors(undefined)
          setStep('Vehicle')
        }}
        validate={(values) => validateDriver(values)}
        initialValues={driver}
        initialValuesEqual={() => true}
      >
        {({ handleSubmit, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Driver details">
            <Stack $gap={4}>
              {owner && (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() =>
                    form.initialize({
                      FirstName: owner.firstName,
                      LastName: owner.lastName,
                      Email: owner.email,
                      PhoneNumber: owner.phoneNumber,
                      IdNumber: owner.idNumber,
                      IdNumberIsSouthAfrican: owner.idNumberIsSouthAfrican,
                    })
                  }
                >
                  The account holder is the driver
                </Button>
              )}
              <FormTextField name="FirstName" label="Name" isRequired />
              <FormTextField name="LastName" label="Surname" isRequired />
              <FormTextField name="Email" label="Email address" type="email" parse={trimCredential} isRequired />
              <FormPhoneField name="PhoneNumber" label="Cellphone number" description={PHONE_FORMAT_HELP} isRequired />
              <FormIdNumberField
                name="IdNumber"
                southAfricanName="IdNumberIsSouthAfrican"
                validate={(value, southAfrican) => validateIdNumber(value, southAfrican)}
                isRequired
              />
              {driverErrors && <Alert tone="error">{Object.values(driverErrors).join(' ')}</Alert>}
              <SubmitButton enabledWhen={canContinueNewDriver}>Next</SubmitButton>
            </Stack>
          </form>
        )}
      </Form>
    </StepFrame>
  ) : (
    <StepFrame area="Add Vehicle" step="Vehicle" heading="Vehicle details">
      <Form<VehicleValues>
        onSubmit={saveVehicle}
        validate={(values) => validateVehicle({ ...values, userId: clientId })}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Vehicle details">
            <Stack $gap={4}>
              <FormTextField name="colour" label="Colour" isRequired />
              <FormTextField name="registrationNumber" label="Registration number" isRequired />
              <VehicleSearch />
              <RegistrationYear />
              <FormTextField name="vinNumber" label="VIN number (optional)" />
              <FormTextField name="engineNumber" label="Engine number (optional)" />
              <FormAlert />
              <Inline $gap={3}>
                <Button variant="secondary" onPress={() => setStep('Driver')}>
                  Back
                </Button>
                <SubmitButton enabledWhen={canSaveVehicle}>Next</SubmitButton>
              </Inline>
            </Stack>
          </form>
        )}
      </Form>
    </StepFrame>
  )
}

/** The vehicle picked from the type search: its name in `vehicle`, its type in `vehicleTypeId`. */
function VehicleSearch() {
  const [text, setText] = useState('')
  const vehicle = useField<string>('vehicle')
  const typeId = useField<number | undefined>('vehicleTypeId')
  const search = useVehicleTypeSearch(text)
  const items = (search.data?.items ?? []).map((type) => ({ id: String(type.id), label: type.makeVariant }))
  return (
    <ComboBox
      label="Vehicle"
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next)
        if (next !== vehicle.input.value) {
          vehicle.input.onChange('')
          typeId.input.onChange(undefined)
        }
      }}
      selectedKey={typeId.input.value ? String(typeId.input.value) : null}
      onSelectionChange={(id) => {
        const picked = items.find((item) => item.id === id)
        vehicle.input.onChange(picked?.label ?? '')
        typeId.input.onChange(picked ? Number(picked.id) : undefined)
        if (picked) setText(picked.label)
        vehicle.input.onBlur()
      }}
      emptyMessage="Sorry, we don't have that vehicle listed"
      isLoading={search.isLoading}
      errorMessage={fieldMessage(vehicle.meta) ?? fieldMessage(typeId.meta)}
      isRequired
    />
  )
}

function RegistrationYear() {
  const options = useMemo(
    () => registrationYearOptions(new Date()).map((year) => ({ id: String(year), label: String(year) })),
    [],
  )
  return (
    <FormSelect
      name="registrationYear"
      label="Registration year"
      options={options}
      placeholder="Select a year"
      isRequired
    />
  )
}
