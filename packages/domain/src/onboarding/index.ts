export * from './lists.ts'
export * from './steps.ts'
export * from './types.ts'
export * from './clientId.ts'
