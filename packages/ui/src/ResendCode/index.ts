export { ResendCode, type ResendCodeProps } from './ResendCode.tsx'
