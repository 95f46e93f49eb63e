export { PaymentSummary, type PaymentSummaryProps, type PlanOption } from './PaymentSummary.tsx'
