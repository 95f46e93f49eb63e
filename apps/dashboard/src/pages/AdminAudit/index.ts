export { AdminAudit as Component } from './AdminAudit.tsx'
