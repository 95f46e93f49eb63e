export { ChecklistRoute as Component } from './ChecklistRoute.tsx'
