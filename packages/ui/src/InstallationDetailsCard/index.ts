export { InstallationDetailsCard, type InstallationDetailsCardProps } from './InstallationDetailsCard.tsx'
