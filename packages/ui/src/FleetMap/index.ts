export { FleetLegend, type FleetLegendProps } from './FleetLegend.tsx'
export { FleetMap, type FleetMapProps, fleetMarkerState } from './FleetMap.tsx'
