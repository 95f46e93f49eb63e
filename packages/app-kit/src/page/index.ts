export { usePageTitle } from './usePageTitle.ts'
