export { UnexpectedError, type UnexpectedErrorProps } from './UnexpectedError.tsx'
