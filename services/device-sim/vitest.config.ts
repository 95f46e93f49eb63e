import { serverTestConfig } from '../../scripts/vitest-server.ts'

export default serverTestConfig()
