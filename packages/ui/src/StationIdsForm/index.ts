export { StationIdsForm, type StationIdsFormProps } from './StationIdsForm.tsx'
