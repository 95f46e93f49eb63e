import { createGlobalStyle } from 'styled-components'
import './fonts.ts'
import { tokenDeclarations } from './tokens.ts'

export const GlobalStyle = createGlobalStyle`
  :root {
    ${tokenDeclarations}
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--font-family);
    font-size: var(--font-size-md);
    line-height: var(--line-height);
    color: var(--color-text);
    background: var(--color-bg);
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
