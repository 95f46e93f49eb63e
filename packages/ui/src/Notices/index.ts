export * from './Notices.tsx'
