export { AreaPlaceholder, type AreaPlaceholderProps } from './AreaPlaceholder.tsx'
