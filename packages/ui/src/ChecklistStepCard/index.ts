export { ChecklistStepCard, type ChecklistStepCardProps } from './ChecklistStepCard.tsx'
