export { VehicleHistoryHeader, type VehicleHistoryHeaderProps } from './VehicleHistoryHeader.tsx'
