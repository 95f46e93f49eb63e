export { AppStoreLinks, type AppStoreLinksProps } from './AppStoreLinks.tsx'
