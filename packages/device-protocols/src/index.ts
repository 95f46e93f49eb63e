export * from './event.ts'
export * as mqtt from './mqtt/index.ts'
export * from './result.ts'
export * as teltonika from './teltonika/index.ts'
