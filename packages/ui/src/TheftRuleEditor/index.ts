export { TheftRuleEditor, type TheftRuleEditorProps } from './TheftRuleEditor.tsx'
