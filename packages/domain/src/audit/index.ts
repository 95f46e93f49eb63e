export * from './query.ts'
export * from './storms.ts'
export * from './types.ts'
export * from './words.ts'
