export * from './refusal.ts'
