export { SettingsSection, type SettingsSectionProps } from './SettingsSection.tsx'
export {
  SaveRow,
  type SaveRowProps,
  SettingsItem,
  SettingsItemDetails,
  SettingsList,
  SmallPrint,
} from './settingsParts.tsx'
