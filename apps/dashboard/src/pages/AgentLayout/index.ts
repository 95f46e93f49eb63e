export { AgentLayout as Component } from './AgentLayout.tsx'
