export { ForgotPassword as Component } from './ForgotPassword.tsx'
