export { BurnInSummary, type BurnInSummaryProps, type BurnInTotals } from './BurnInSummary.tsx'
