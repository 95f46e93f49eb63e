export {
  type FitmentCenterOption,
  type InstallationSlot,
  InstallationSlotPicker,
  type InstallationSlotPickerProps,
} from './InstallationSlotPicker.tsx'
