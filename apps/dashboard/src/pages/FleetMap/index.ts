export { FleetMapPage as Component } from './FleetMapPage.tsx'
