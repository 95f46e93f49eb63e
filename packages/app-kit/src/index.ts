// The glue the three apps share; see README.md for how each part is used.
export * from './app/index.ts'
export * from './calls/index.ts'
export * from './forms/index.ts'
export * from './hub/index.ts'
export * from './page/index.ts'
export * from './session/index.ts'
