export { AppHeader, type AppHeaderProps, type HeaderLink } from './AppHeader.tsx'
