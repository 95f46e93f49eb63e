import type { FieldErrors, InstallationKind, Region } from '@vigil/domain'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Checkbox } from '../Checkbox/index.ts'
import { DateTimePicker, type LocalDateTime } from '../DateTimePicker/index.ts'
import { ErrorMessage } from '../FieldError/index.ts'
import { Select } from '../Select/index.ts'
import { media, vars } from '../theme/index.ts'

export interface FitmentCenterOption {
  id: number | string
  area: string
  name: string
  regionName: string
  active: boolean
}

export interface InstallationSlot {
  regionId: string | null
  fitmentCenterId: string | null
  /** Local time; the page converts it to installationUtcDateTime. */
  dateTime: LocalDateTime | null
  /** The existing-installation confirmation. */
  installationConfirmed: boolean
}

export interface InstallationSlotPickerProps {
  kind: InstallationKind
  regions: readonly Region[]
  fitmentCenters: readonly FitmentCenterOption[]
  value: InstallationSlot
  onChange: (value: InstallationSlot) => void
  /** Earliest slot for a new installation (now); existing installations allow past dates. */
  minDateTime?: LocalDateTime
  /** From `validateInstallation`, keyed by payload field. */
  errors?: FieldErrors
  /** The device search shown for an existing installation. */
  deviceSearch?: ReactNode
}

/** Installation booking: region, then a fitment centre in it, then the date and time of the slot. */
export function InstallationSlotPicker({
  kind,
  regions,
  fitmentCenters,
  value,
  onChange,
  minDateTime,
  errors = {},
  deviceSearch,
}: InstallationSlotPickerProps) {
  const region = regions.find((candidate) => String(candidate.id) === value.regionId)
  const centres = fitmentCenters.filter((centre) => centre.active && centre.regionName === region?.name)
  const set = (change: Partial<InstallationSlot>) => onChange({ ...value, ...change })

  return (
    <Fields>
      <Select
        label="Region"
        placeholder="Select a region"
        options={regions
          .filter((candidate) => candidate.active)
          .map(({ id, name }) => ({ id: String(id), label: name }))}
        selectedKey={value.regionId}
        onSelectionChange={(regionId) => set({ regionId, fitmentCenterId: null })}
        errorMessage={errors.regionId}
        isRequired
      />
      <Select
        label="Fitment centre"
        placeholder={region ? 'Select a fitment centre' : 'Select a region first'}
        options={centres.map((centre) => ({ id: String(centre.id), label: `${centre.name} (${centre.area})` }))}
        selectedKey={value.fitmentCenterId}
        onSelectionChange={(fitmentCenterId) => set({ fitmentCenterId })}
        errorMessage={errors.fitmentCenterId}
        isDisabled={!region}
        isRequired
      />
      <DateTimePicker
        label="Installation date and time"
        value={value.dateTime}
        onChange={(dateTime) => set({ dateTime })}
        minValue={kind === 'new' ? minDateTime : undefined}
        errorMessage={errors.installationUtcDateTime}
        isRequired
      />
      {kind === 'existing' && (
        <Existing>
          <Checkbox
            isSelected={value.installationConfirmed}
            onChange={(installationConfirmed) => set({ installationConfirmed })}
            isInvalid={Boolean(errors.installationConfirmed)}
          >
            I confirm the device has been fitted to this vehicle
          </Checkbox>
          {errors.installationConfirmed && <ErrorMessage>{errors.installationConfirmed}</ErrorMessage>}
          {deviceSearch}
        </Existing>
      )}
    </Fields>
  )
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space4};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Existing = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
`
