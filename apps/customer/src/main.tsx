import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Placeholder: the customer app replaces this.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vigil customer</h1>
  </StrictMode>,
)
