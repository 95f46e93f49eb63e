export { type FailureTextOptions, failureText } from './failureText.ts'
