export * from './lifecycle.ts'
export * from './payloads.ts'
export * from './types.ts'
