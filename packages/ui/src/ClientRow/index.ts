export { ClientRow, type ClientRowProps, type ClientRowVehicle } from './ClientRow.tsx'
