export { PaymentSummary, type PaymentSummaryProps, type SubscriptionPlan } from './PaymentSummary.tsx'
