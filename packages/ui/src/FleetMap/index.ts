export { FleetLegend, type FleetLegendProps } from './FleetLegend.tsx'
export { FleetMap, type FleetMapProps, fleetMarkerState } from './FleetMap.tsx'
export { type DrawMode, GeofenceLayer, type GeofenceLayerProps, type MapGeofence } from './GeofenceLayer.tsx'
