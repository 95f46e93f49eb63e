export { CommandStatus, type CommandStatusProps } from './CommandStatus.tsx'
