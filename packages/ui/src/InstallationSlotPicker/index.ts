export {
  type FitmentCenter,
  type InstallationSlot,
  InstallationSlotPicker,
  type InstallationSlotPickerProps,
  type Region,
} from './InstallationSlotPicker.tsx'
