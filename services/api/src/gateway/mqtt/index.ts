export * from './acl.ts'
export * from './commands.ts'
export * from './envelope.ts'
export * from './topics.ts'
