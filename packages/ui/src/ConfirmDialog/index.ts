export * from './ConfirmDialog.tsx'
