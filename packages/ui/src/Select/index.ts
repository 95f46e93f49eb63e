export { Option, Options, OptionsPopover } from './listStyles.ts'
export { Select, type SelectOption, type SelectProps } from './Select.tsx'
