export { TheftRulesPage as Component } from './TheftRulesPage.tsx'
