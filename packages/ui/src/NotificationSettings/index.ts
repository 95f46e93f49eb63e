export { NotificationSettings, type NotificationSettingsProps } from './NotificationSettings.tsx'
