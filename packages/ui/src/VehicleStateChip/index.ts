export { VehicleStateChip, type VehicleStateChipProps } from './VehicleStateChip.tsx'
