export * from './age.ts'
export * from './dates.ts'
export * from './localDateTime.ts'
export * from './text.ts'
