export * from './age.ts'
export * from './dates.ts'
export * from './text.ts'
export * from './localDateTime.ts'
