export { OnboardingPayment as Component } from './OnboardingPayment.tsx'
