export * from './badges.ts'
export * from './card.ts'
export * from './live.ts'
export * from './types.ts'
