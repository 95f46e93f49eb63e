export { GeofencesPage as Component } from './GeofencesPage.tsx'
