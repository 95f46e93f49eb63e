export { AdminChecklistPasscode as Component } from './AdminChecklistPasscode.tsx'
