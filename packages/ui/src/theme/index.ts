export { GlobalStyle } from './GlobalStyle.ts'
export { DESK_WIDTH_QUERY, media, type TokenName, tokenDeclarations, tokenValues, vars } from './tokens.ts'
export { useMediaQuery } from './useMediaQuery.ts'
