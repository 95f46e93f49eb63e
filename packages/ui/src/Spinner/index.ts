export { Spinner, type SpinnerProps, SpinnerRing } from './Spinner.tsx'
