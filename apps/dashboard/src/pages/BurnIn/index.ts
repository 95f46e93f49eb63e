export { BurnIn as Component } from './BurnIn.tsx'
