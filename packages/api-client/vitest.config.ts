import { serverTestConfig } from '../../scripts/vitest-server.ts'

// Its tests run in Node against the API's real app (the integration test) and hub: the server packages' settings.
export default serverTestConfig()
