export { type MapsLoader, MapView, type MapViewProps } from './MapView.tsx'
