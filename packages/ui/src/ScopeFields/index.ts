export { ScopeFields, type ScopeFieldsProps } from './ScopeFields.tsx'
