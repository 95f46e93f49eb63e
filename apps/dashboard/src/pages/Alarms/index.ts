export { Alarms as Component } from './Alarms.tsx'
