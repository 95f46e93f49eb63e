export { DriverCard, type DriverCardProps, type DriverContact } from './DriverCard.tsx'
