export * from './decide.ts'
export * from './schedule.ts'
export * from './types.ts'
export * from './validate.ts'
