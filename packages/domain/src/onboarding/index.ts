export * from './clientId.ts'
export * from './lists.ts'
export * from './steps.ts'
export * from './types.ts'
