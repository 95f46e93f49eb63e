export * from './theme/index.ts'
