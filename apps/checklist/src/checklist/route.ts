export { ChecklistPage as Component } from './ChecklistPage.tsx'
