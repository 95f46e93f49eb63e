export { OnboardingDriver as Component } from './OnboardingDriver.tsx'
