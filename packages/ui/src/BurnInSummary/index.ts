export { BurnInSummary, type BurnInSummaryProps } from './BurnInSummary.tsx'
