export * from './otpReducer.ts'
export * from './resendCooldown.ts'
export * from './storedPhoneNumber.ts'
