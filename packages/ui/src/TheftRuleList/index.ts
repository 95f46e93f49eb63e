export { TheftRuleList, type TheftRuleListProps } from './TheftRuleList.tsx'
