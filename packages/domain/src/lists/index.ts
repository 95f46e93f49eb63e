export * from './options.ts'
export * from './search.ts'
export * from './sort.ts'
export * from './types.ts'
