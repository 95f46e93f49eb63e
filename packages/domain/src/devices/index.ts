export * from './stock.ts'
