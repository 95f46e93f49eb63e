// Every test file: each test's browser contexts close after it (described first when it failed), the browser
// connection after the file.
import { afterAll, afterEach } from 'vitest'
import { closeContexts, describeOpenPages, disconnectBrowser } from './index.ts'

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail')
    console.error(`${task.name}: what the browser showed\n${await describeOpenPages(task.name)}`)
  await closeContexts()
})
afterAll(disconnectBrowser)
