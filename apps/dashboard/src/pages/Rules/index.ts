export { RulesArea as Component } from './RulesArea.tsx'
