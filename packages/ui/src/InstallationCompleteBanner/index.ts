export { InstallationCompleteBanner, type InstallationCompleteBannerProps } from './InstallationCompleteBanner.tsx'
