export { EscalationSettings, type EscalationSettingsProps } from './EscalationSettings.tsx'
