export { TrackerImport, type TrackerImportProps, type TrackerImportState } from './TrackerImport.tsx'
export { type TrackerSecret, TrackerSecrets, type TrackerSecretsProps } from './TrackerSecrets.tsx'
