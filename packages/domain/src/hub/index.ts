export * from './live.ts'
export * from './push.ts'
