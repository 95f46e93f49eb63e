export { OnboardingInstallation as Component } from './OnboardingInstallation.tsx'
