export { type VehicleDetails, VehicleDetailsCard, type VehicleDetailsCardProps } from './VehicleDetailsCard.tsx'
