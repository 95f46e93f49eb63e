export * from './platform.ts'
export * from './until.ts'
