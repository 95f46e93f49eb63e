export { AdminAddAgent as Component } from './AdminAddAgent.tsx'
