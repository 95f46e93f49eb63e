export { CreatePasswordPage as Component } from './CreatePassword.tsx'
