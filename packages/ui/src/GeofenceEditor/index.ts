export { GeofenceEditor, type GeofenceEditorProps } from './GeofenceEditor.tsx'
