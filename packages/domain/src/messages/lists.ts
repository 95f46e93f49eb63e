import { SEARCH_MIN_CHARACTERS, SEARCH_RESULT_COUNT } from '../constants.ts'

// Searches and list queries.

/** The vehicle type search. */
export const searchMessages = {
  tooShort: `Enter ${SEARCH_MIN_CHARACTERS} characters to start the search`,
  resultCount: `Please provide a whole number from 1 to ${SEARCH_RESULT_COUNT}`,
} as const

/**
 * The list queries' problems, answered under the option they were found in ($filter, $orderby, $pagesize,
 * $pageindex); `at` says which token and where, so a client can point at it.
 */
export const listQueryMessages = {
  at: (problem: string, found: string, position: number, option: string) =>
    `${problem}: ${found} at position ${position} in ${option}`,
  endOfInput: 'end of input',
  expectedExpression: 'Expected an expression',
  expectedOperand: 'Expected a field, a literal or a function',
  expectedClosingParenthesis: "Expected ')'",
  expectedCondition: 'Expected a condition',
  expectedFieldOrFunction: 'Expected a field or a function of a field',
  expectedStringField: 'Expected a string field',
  expectedStringLiteral: 'Expected a string literal',
  expectedField: 'Expected a field',
  expectedCommaOrDirection: "Expected ',' or 'asc' or 'desc'",
  /** By the type of the field a literal is compared with. */
  expectedType: {
    string: 'Expected a string',
    integer: 'Expected a whole number',
    decimal: 'Expected a number',
    boolean: 'Expected true or false',
    datetime: 'Expected a date-time',
  },
  expectedWholeNumber: (minimum: number) => `Expected a whole number of at least ${minimum}`,
  argumentCount: (name: string, arity: number) => `${name} takes ${arity === 1 ? 'one argument' : 'two arguments'}`,
  unexpectedToken: 'Unexpected token',
  unexpectedCharacter: 'Unexpected character',
  nestedTooDeeply: 'Expression nested too deeply',
  unknownFunction: 'Unknown function',
  unknownField: 'Unknown field',
  notFilterable: 'Field cannot be filtered',
  notSortable: 'Field cannot be sorted',
  comparisonWithoutField: 'A comparison needs a field',
  nullComparison: 'Only eq and ne can compare with null',
  booleanComparison: 'Only eq and ne can compare true or false',
  numberOutOfRange: 'Number out of range',
  numberLiteralOutOfRange: 'Number literal out of range',
  nulInString: 'Strings cannot contain a NUL character',
  unterminatedString: 'Unterminated string literal',
  invalidDateTime: 'Invalid date-time literal',
  invalidLiteral: 'Invalid literal',
  pageIndexTooLarge: 'Page index too large',
  pageSizeTooLarge: (maximum: number) => `Page size above the maximum of ${maximum}`,
  tooLong: (characters: number) => `Longer than ${characters} characters`,
} as const
