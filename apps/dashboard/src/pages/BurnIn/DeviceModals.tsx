import {
  addableDeviceSerials,
  type BurnInUnit,
  canConfirmBurnInAddDevice,
  stationDisplay,
  validateBurnInAddDevice,
} from '@vigil/domain'
import { Button, ComboBox, Modal, Select, Stack, StationIdsForm } from '@vigil/ui'
import { useEffect, useState } from 'react'
import { searchTrackers } from '../../data/burnin.ts'

/** Add Device: a registered tracker not yet on a station (3 characters to search), then a free station. */
export function AddDeviceModal({
  isOpen,
  onClose,
  units,
  stations,
  knownStations,
  onStationsTyped,
  onAdd,
}: {
  isOpen: boolean
  onClose: () => void
  units: readonly BurnInUnit[]
  /** Free stations. */
  stations: readonly string[]
  /** Every known station; none means they must be typed. */
  knownStations: readonly string[]
  onStationsTyped: (stations: string[]) => void
  onAdd: (serial: string, station: string) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const [found, setFound] = useState<string[]>([])
  const [searching, setSearching] = useState(false)
  const [serial, setSerial] = useState<string | null>(null)
  const [station, setStation] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)

  useEffect(() => {
    let current = true
    setSearching(true)
    searchTrackers(text)
      .then((serials) => current && setFound(serials))
      .catch(() => current && setFound([]))
      .finally(() => current && setSearching(false))
    return () => {
      current = false
    }
  }, [text])

  const listed = addableDeviceSerials(found, units, text)
  const values = { unitSerialNumber: serial, stationId: station }
  const context = { listedSerialNumbers: listed }
  const errors = serial || station ? validateBurnInAddDevice(values, context) : {}
  const close = () => {
    setText('')
    setSerial(null)
    setStation(null)
    onClose()
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Add Device"
      footer={
        knownStations.length > 0 ? (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={!canConfirmBurnInAddDevice(values, context)}
              isPending={adding}
              pendingLabel="Submitting"
              onPress={async () => {
                setAdding(true)
                const ok = await onAdd(serial as string, station as string)
                setAdding(false)
                if (ok) close()
              }}
            >
              OK
            </Button>
          </>
        ) : null
      }
    >
      {knownStations.length === 0 ? (
        <StationIdsForm onSubmit={onStationsTyped} />
      ) : (
        <Stack $gap={4}>
          <ComboBox
            label="Device"
            items={listed.map((candidate) => ({ id: candidate, label: candidate }))}
            inputValue={text}
            onInputChange={(next) => {
              setText(next)
              // Picking a device writes its serial into the field: that is no new search.
              if (next !== serial) setSerial(null)
            }}
            selectedKey={serial}
            onSelectionChange={(picked) => {
              setSerial(picked)
              if (picked) setText(picked)
            }}
            emptyMessage="Device not found"
            isLoading={searching}
            errorMessage={serial === null && station ? errors.unitSerialNumber : undefined}
          />
          <Select
            label="Station"
            placeholder="Select a station"
            options={stations.map((id) => ({ id, label: id }))}
            selectedKey={station}
            onSelectionChange={setStation}
            errorMessage={serial && !station ? errors.stationId : undefined}
          />
        </Stack>
      )}
    </Modal>
  )
}

/** Remove Device: one of the added units. */
export function RemoveDeviceModal({
  isOpen,
  onClose,
  units,
  onRemove,
}: {
  isOpen: boolean
  onClose: () => void
  units: readonly BurnInUnit[]
  onRemove: (serial: string) => Promise<boolean>
}) {
  const [serial, setSerial] = useState<string | null>(null)
  const [removing, setRemoving] = useState(false)
  const close = () => {
    setSerial(null)
    onClose()
  }
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Remove Device"
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isDisabled={!serial}
            isPending={removing}
            pendingLabel="Submitting"
            onPress={async () => {
              setRemoving(true)
              const ok = await onRemove(serial as string)
              setRemoving(false)
              if (ok) close()
            }}
          >
            OK
          </Button>
        </>
      }
    >
      <Select
        label="Device"
        placeholder="Select a device"
        options={units.map((unit) => ({
          id: unit.unitSerialNumber,
          label: `${unit.unitSerialNumber} (station ${stationDisplay(unit.testStation)})`,
        }))}
        selectedKey={serial}
        onSelectionChange={setSerial}
      />
    </Modal>
  )
}
