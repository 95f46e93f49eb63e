export { SuccessPage as Component } from './Success.tsx'
