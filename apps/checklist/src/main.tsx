import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Placeholder: the checklist app replaces this.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vigil checklist</h1>
  </StrictMode>,
)
