export { type MapLayerProps, offlineBasemap, RouteMap, type RouteMapProps } from './RouteMap.tsx'
