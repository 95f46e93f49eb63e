export { DeviceOnlineCard, type DeviceOnlineCardProps } from './DeviceOnlineCard.tsx'
