export { InstallationCertificate, type InstallationCertificateProps } from './InstallationCertificate.tsx'
