export { Age, type AgeProps } from './Age.tsx'
export { useNow } from './useNow.ts'
