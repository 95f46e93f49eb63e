export { Companies as Component } from './Companies.tsx'
