import { canChangeDevice, successMessages } from '@vigil/domain'
import { Button, ComboBox, Modal, notify, Stack } from '@vigil/ui'
import { useState } from 'react'
import { type ClientVehicle, deviceChangeFailureText, linkDevice } from '../../data/clients.ts'
import { useFreeDevices } from '../../data/devices.ts'

export interface DeviceModalProps {
  vehicle: ClientVehicle
  onClose: () => void
  /** The device changed: the list reloads its vehicles. */
  onChanged: () => void
}

/** Change the linked device, or link a free one: OK only when the typed serial differs and matches a result. */
export function DeviceModal({ vehicle, onClose, onChanged }: DeviceModalProps) {
  const [text, setText] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const { data, isLoading } = useFreeDevices(text)
  const listed = (data?.items ?? []).map((device) => device.serialNumber)
  const values = { currentDeviceSerialNumber: vehicle.deviceSerialNumber, newDeviceSerialNumber: text }
  const linking = !vehicle.deviceSerialNumber

  const confirm = async () => {
    setSubmitting(true)
    try {
      await linkDevice(vehicle, text.trim())
      notify(successMessages.deviceLinked(text.trim(), vehicle.registrationNumber))
      onChanged()
      onClose()
    } catch (error) {
      // The spec's device change failure is a browser alert.
      window.alert(deviceChangeFailureText(error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!submitting}
      title={linking ? 'Link a device' : 'Change device'}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={submitting}>
            Cancel
          </Button>
          <Button
            onPress={confirm}
            isDisabled={!canChangeDevice(values, listed)}
            isPending={submitting}
            pendingLabel="Submitting"
          >
            OK
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        {!linking && <p>Current device: {vehicle.deviceSerialNumber}</p>}
        <ComboBox
          label="Device serial number"
          items={listed.map((serial) => ({ id: serial, label: serial }))}
          inputValue={text}
          onInputChange={setText}
          onSelectionChange={(id) => id && setText(id)}
          emptyMessage="Device not found"
          isLoading={isLoading}
        />
      </Stack>
    </Modal>
  )
}
