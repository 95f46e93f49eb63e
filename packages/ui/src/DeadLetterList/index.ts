export { DeadLetterList, type DeadLetterListProps } from './DeadLetterList.tsx'
