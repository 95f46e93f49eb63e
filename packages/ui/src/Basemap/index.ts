export { Basemap, BasemapLayer, type BasemapLayerProps, type BasemapProps } from './Basemap.tsx'
export { CITIES, type City } from './cities.ts'
export { loadOutlines, type Outlines } from './outlines.ts'
export {
  fitPositions,
  type MapViewport,
  type Projection,
  panBy,
  projection,
  worldPoint,
  zoomAround,
} from './projection.ts'
export { ZoomControls, type ZoomControlsProps } from './ZoomControls.tsx'
