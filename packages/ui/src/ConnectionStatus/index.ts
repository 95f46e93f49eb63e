export { type ConnectionState, ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus.tsx'
