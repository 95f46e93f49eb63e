export { SearchSortBar, type SearchSortBarProps } from './SearchSortBar.tsx'
