export * from './containment.ts'
export * from './geometry.ts'
export * from './types.ts'
export * from './validate.ts'
