export * from './otpReducer.ts'
