export {
  type OnboardingVehicle,
  OnboardingVehicleRow,
  type OnboardingVehicleRowProps,
} from './OnboardingVehicleRow.tsx'
