export * from './credentials.ts'
export * from './registry.ts'
