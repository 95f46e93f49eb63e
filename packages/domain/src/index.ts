export * from './constants.ts'
