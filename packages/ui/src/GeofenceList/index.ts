export { GeofenceList, type GeofenceListProps } from './GeofenceList.tsx'
