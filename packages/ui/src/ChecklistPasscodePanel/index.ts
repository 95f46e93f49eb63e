export * from './ChecklistPasscodePanel.tsx'
