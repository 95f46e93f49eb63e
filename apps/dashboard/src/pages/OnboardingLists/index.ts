export { OnboardingLists } from './OnboardingLists.tsx'
