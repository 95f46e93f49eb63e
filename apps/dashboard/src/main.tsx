import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Placeholder: the dashboard app replaces this.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vigil dashboard</h1>
  </StrictMode>,
)
