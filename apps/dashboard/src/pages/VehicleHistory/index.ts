export { VehicleHistory as Component } from './VehicleHistory.tsx'
