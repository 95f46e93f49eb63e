export { ConnectivityBanner, type ConnectivityBannerProps } from './ConnectivityBanner.tsx'
