export { EditActions, type EditActionsProps } from './EditActions.tsx'
export { EditorForm, type EditorFormProps, type NamedForScope } from './EditorForm.tsx'
export { EditorFieldset, EditorHeading, EditorHelp, FieldRow } from './editorStyles.ts'
