export { Clients as Component } from './Clients.tsx'
