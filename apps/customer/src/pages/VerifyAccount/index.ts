export { VerifyAccountPage as Component } from './VerifyAccount.tsx'
