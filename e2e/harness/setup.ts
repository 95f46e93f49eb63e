// Every test file: each test's browser contexts close after it, the browser connection after the file.
import { afterAll, afterEach } from 'vitest'
import { closeContexts, disconnectBrowser } from './index.ts'

afterEach(closeContexts)
afterAll(disconnectBrowser)
