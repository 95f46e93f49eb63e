export * from './abandon.ts'
export * from './client.ts'
export * from './raw.ts'
export * from './retention.ts'
