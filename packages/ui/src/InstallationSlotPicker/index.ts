export {
  type FitmentCenterOption,
  type InstallationSlot,
  InstallationSlotPicker,
  type InstallationSlotPickerProps,
  type Region,
} from './InstallationSlotPicker.tsx'
