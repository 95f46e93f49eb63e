export { OnboardingAccountHolder as Component } from './OnboardingAccountHolder.tsx'
