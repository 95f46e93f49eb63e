export { AlarmCard, type AlarmCardProps, type AlarmStep } from './AlarmCard.tsx'
