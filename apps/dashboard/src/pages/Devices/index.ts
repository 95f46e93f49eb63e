export { Devices as Component } from './Devices.tsx'
