export { type BurnInDeviceAction, BurnInDeviceCard, type BurnInDeviceCardProps } from './BurnInDeviceCard.tsx'
