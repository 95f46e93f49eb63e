export { GlobalStyle } from './GlobalStyle.ts'
export { media, type TokenName, tokenDeclarations, tokenValues, vars } from './tokens.ts'
