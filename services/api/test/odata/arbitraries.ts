import fc from 'fast-check'
import type { FilterExpression } from '../../src/odata/index.ts'
import type { Token } from '../../src/odata/tokenizer.ts'

const noToken: Token = { kind: 'end', text: '', value: '', position: 0 }
const keywords = new Set(['and', 'or', 'not', 'eq', 'ne', 'gt', 'ge', 'lt', 'le', 'true', 'false', 'null'])

/** Any user text a literal may hold (everything but NUL, which PostgreSQL text cannot store). */
export const userText = fc.string({ unit: 'binary', maxLength: 12 }).filter((text) => !text.includes('\u0000'))

const casings = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) =>
      [...name].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase())).join(''),
    )

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => String(value)),
)
const dateTime = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString())
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`

const fieldsByType = {
  integer: ['id', 'nameLength'],
  decimal: ['score'],
  string: ['Name', 'SerialNumber'],
  boolean: ['active'],
  datetime: ['createdOnDateTime'],
}
const field = (names: string[]) => fc.constantFrom(...names).chain(casings)
const stringSubject = fc.oneof(
  field(fieldsByType.string),
  fc.tuple(fc.constantFrom('tolower', 'toupper'), field(fieldsByType.string)).map(([fn, name]) => `${fn}(${name})`),
)

/** `$filter` text that is valid for the probe resource: every comparison is well typed. */
export const validFilter: fc.Arbitrary<string> = fc.letrec<{ condition: string }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(
        field(fieldsByType.integer),
        fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'),
        fc.integer({ min: -2147483648, max: 2147483647 }),
      )
      .map(([name, op, value]) => `${name} ${op} ${value}`),
    fc
      .tuple(field(fieldsByType.decimal), fc.constantFrom('eq', 'ne', 'gt', 'le'), numberText)
      .map((parts) => parts.join(' ')),
    fc
      .tuple(stringSubject, fc.constantFrom('eq', 'ne', 'gt', 'lt'), userText)
      .map(([name, op, text]) => `${name} ${op} ${quote(text)}`),
    fc
      .tuple(field(fieldsByType.boolean), fc.constantFrom('eq', 'ne'), fc.constantFrom('true', 'false'))
      .map((parts) => parts.join(' ')),
    field(fieldsByType.boolean),
    fc.tuple(field(fieldsByType.datetime), fc.constantFrom('eq', 'gt', 'le'), dateTime).map((parts) => parts.join(' ')),
    fc
      .tuple(field([...fieldsByType.decimal, ...fieldsByType.string]), fc.constantFrom('eq', 'ne'))
      .map(([name, op]) => `${name} ${op} null`),
    fc
      .tuple(fc.constantFrom('contains', 'startswith', 'endswith'), stringSubject, userText)
      .map(([fn, subject, text]) => `${fn}(${subject},${quote(text)})`),
    fc
      .tuple(fc.constantFrom('and', 'or'), tie('condition'), tie('condition'))
      .map(([op, left, right]) => `(${left}) ${op} (${right})`),
    tie('condition').map((inner) => `not (${inner})`),
  ),
})).condition

const vocabulary = fc.oneof(
  fc.constantFrom(
    'id',
    'Name',
    'serialnumber',
    'ACTIVE',
    'score',
    'createdOnDateTime',
    'nameLength',
    'secret',
    'unknown',
  ),
  fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le', 'and', 'or', 'not', 'asc', 'desc'),
  fc.constantFrom('contains', 'startswith', 'endswith', 'tolower', 'toupper', 'substring'),
  fc.constantFrom('(', ')', ',', "'", "''", '-', '.', ';', '--', '/*', '%', '_', '\\', '"'),
  fc.constantFrom(
    'true',
    'false',
    'null',
    '0',
    '-1',
    '1.5',
    '1e309',
    '2147483648',
    '2024-02-29',
    '2023-02-29',
    '2024-01-01T10:00Z',
  ),
  userText.map(quote),
  fc.string({ maxLength: 4 }),
)

/** Token soup: mostly well-formed pieces in random order, so that many inputs get past the tokenizer. */
export const tokenSoup = fc
  .array(vocabulary, { maxLength: 14 })
  .chain((parts) =>
    fc
      .array(fc.constantFrom(' ', '', '  '), { minLength: parts.length, maxLength: parts.length })
      .map((gaps) => parts.map((part, index) => `${part}${gaps[index]}`).join('')),
  )

const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/).filter((name) => !keywords.has(name.toLowerCase()))

const literal: fc.Arbitrary<FilterExpression> = fc.oneof(
  userText.map((value): FilterExpression => ({ kind: 'literal', type: 'string', value, token: noToken })),
  numberText.map(
    (text): FilterExpression => ({ kind: 'literal', type: 'number', value: Number(text), text, token: noToken }),
  ),
  fc.boolean().map((value): FilterExpression => ({ kind: 'literal', type: 'boolean', value, token: noToken })),
  fc.constant<FilterExpression>({ kind: 'literal', type: 'null', value: null, token: noToken }),
  dateTime.map((value): FilterExpression => ({ kind: 'literal', type: 'datetime', value, token: noToken })),
)

/** Any expression tree the parser can produce, ignoring types (for the print-and-parse round trip). */
export const anyExpression: fc.Arbitrary<FilterExpression> = fc.letrec<{ expression: FilterExpression }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    identifier.map((name): FilterExpression => ({ kind: 'field', name, token: noToken })),
    fc
      .tuple(
        fc.constantFrom('contains', 'startswith', 'endswith', 'tolower', 'toupper' as const),
        fc.array(tie('expression'), { minLength: 1, maxLength: 3 }),
      )
      .map(([name, args]): FilterExpression => ({ kind: 'call', name, args, token: noToken })),
    fc
      .tuple(fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le' as const), tie('expression'), tie('expression'))
      .map(([operator, left, right]): FilterExpression => ({ kind: 'compare', operator, left, right, token: noToken })),
    fc
      .tuple(fc.constantFrom('and', 'or' as const), tie('expression'), tie('expression'))
      .map(([kind, left, right]): FilterExpression => ({ kind, left, right, token: noToken })),
    tie('expression').map((operand): FilterExpression => ({ kind: 'not', operand, token: noToken })),
  ),
})).expression

/** The tree without source positions, for comparing a reparsed tree with the original. */
export const withoutTokens = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, inner]) => [key, withoutTokens(inner)]),
    )
  }
  return value
}
