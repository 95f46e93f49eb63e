export * from './credentials.ts'
export * from './registry.ts'
export * from './watchers.ts'
