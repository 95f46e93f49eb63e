export {
  type AlertProvider,
  type CallableDriver,
  VehicleCard,
  type VehicleCardProps,
  type VehicleCardVehicle,
} from './VehicleCard.tsx'
