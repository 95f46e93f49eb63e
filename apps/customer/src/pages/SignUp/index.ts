export { SignUpPage as Component } from './SignUp.tsx'
