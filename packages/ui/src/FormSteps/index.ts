export { FormSteps, type FormStepsProps } from './FormSteps.tsx'
