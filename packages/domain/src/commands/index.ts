export * from './life.ts'
export * from './types.ts'
