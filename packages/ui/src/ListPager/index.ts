export { ListPager, type ListPagerProps } from './ListPager.tsx'
