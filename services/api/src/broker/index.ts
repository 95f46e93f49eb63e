export type { DeviceBroker } from './embedded.ts'
export { DevicePlatform, type DevicePlatformOptions, type GatewayStartOptions } from './platform.ts'
