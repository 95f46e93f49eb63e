export { AccountView as Component } from './AccountView.tsx'
