import { SWRConfig } from 'swr'
import { ChecklistPage } from './ChecklistPage.tsx'

// Each visit starts with an empty cache: nothing read with one passcode outlives the page that typed it.
const freshCache = () => new Map()

export function ChecklistRoute() {
  return (
    <SWRConfig value={{ provider: freshCache }}>
      <ChecklistPage />
    </SWRConfig>
  )
}
