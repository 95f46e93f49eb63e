export { ResetPassword as Component } from './ResetPassword.tsx'
