export {
  type SubscriptionPlanSummary,
  SubscriptionSummary,
  type SubscriptionSummaryProps,
} from './SubscriptionSummary.tsx'
