export { AdminAddCompany as Component } from './AdminAddCompany.tsx'
