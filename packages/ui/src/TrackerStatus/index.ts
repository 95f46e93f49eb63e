export * from './TrackerStatus.tsx'
