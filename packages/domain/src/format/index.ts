export * from './dates.ts'
export * from './text.ts'
