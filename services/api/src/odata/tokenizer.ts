import { listQueryMessages } from '@vigil/domain'
import { ODataError, type ODataOption } from './errors.ts'

export type TokenKind = 'identifier' | 'string' | 'number' | 'datetime' | 'open' | 'close' | 'comma' | 'end'

export interface Token {
  kind: TokenKind
  /** The token exactly as written (strings keep their quotes). */
  text: string
  /** The decoded value: unquoted string, the number's text, the ISO date-time. */
  value: string
  position: number
}

/** Longer options are refused before parsing so that no request can make the parser work hard. */
export const maxOptionLength = 2000

const identifierPattern = /[A-Za-z_][A-Za-z0-9_]*/y
const numberPattern = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const dateTimePattern = /(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2}))?/y
const wordCharacter = /[A-Za-z0-9_.]/

const matchAt = (pattern: RegExp, input: string, position: number): RegExpExecArray | null => {
  pattern.lastIndex = position
  return pattern.exec(input)
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Checks the calendar and clock parts of a date-time literal and returns it as an ISO string, or null. */
const toIsoDateTime = (match: RegExpExecArray): string | null => {
  const [text, year, month, day, hour = '00', minute = '00', second = '00', , zone = 'Z'] = match
  const y = Number(year)
  const m = Number(month)
  const d = Number(day)
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return null
  const instant = new Date(text.length === 10 ? `${text}T00:00:00Z` : text)
  if (Number.isNaN(instant.getTime())) return null
  const iso = instant.toISOString()
  // PostgreSQL has no year 0, and a time-zone offset can push year 1 into it
  return /^(?!0000)\d{4}-/.test(iso) ? iso : null
}

const readString = (option: ODataOption, input: string, start: number): Token => {
  let value = ''
  let position = start + 1
  while (position < input.length) {
    const character = input[position]
    if (character === "'") {
      if (input[position + 1] === "'") {
        value += "'"
        position += 2
        continue
      }
      return { kind: 'string', text: input.slice(start, position + 1), value, position: start }
    }
    if (character === '\u0000') throw new ODataError(option, listQueryMessages.nulInString, '\\0', position)
    value += character
    position += 1
  }
  throw new ODataError(option, listQueryMessages.unterminatedString, input.slice(start), start)
}

const readLiteralOrWord = (option: ODataOption, input: string, position: number): Token => {
  const dateTime = matchAt(dateTimePattern, input, position)
  const number = matchAt(numberPattern, input, position)
  const identifier = matchAt(identifierPattern, input, position)
  const candidates: [TokenKind, RegExpExecArray | null][] = [
    ['datetime', dateTime],
    ['number', number],
    ['identifier', identifier],
  ]
  for (const [kind, match] of candidates) {
    if (!match) continue
    const text = match[0]
    const after = input[position + text.length]
    if (after !== undefined && wordCharacter.test(after)) {
      if (kind === 'datetime' || kind === 'number') continue
    }
    if (kind === 'datetime') {
      const iso = toIsoDateTime(match)
      if (iso === null) throw new ODataError(option, listQueryMessages.invalidDateTime, text, position)
      return { kind, text, value: iso, position }
    }
    if (kind === 'number' && !Number.isFinite(Number(text))) {
      throw new ODataError(option, listQueryMessages.numberLiteralOutOfRange, text, position)
    }
    return { kind, text, value: text, position }
  }
  const end = input.slice(position).search(/[\s(),']/)
  const text = end === -1 ? input.slice(position) : input.slice(position, position + Math.max(end, 1))
  throw new ODataError(option, listQueryMessages.invalidLiteral, text, position)
}

/** Splits an OData expression into tokens; the last token is always `end`. */
export const tokenize = (option: ODataOption, input: string): Token[] => {
  if (input.length > maxOptionLength) {
    throw new ODataError(
      option,
      listQueryMessages.tooLong(maxOptionLength),
      input.slice(maxOptionLength),
      maxOptionLength,
    )
  }
  const tokens: Token[] = []
  let position = 0
  while (position < input.length) {
    const character = input[position] as string
    if (/\s/.test(character)) {
      position += 1
      continue
    }
    let token: Token
    if (character === '(') token = { kind: 'open', text: '(', value: '(', position }
    else if (character === ')') token = { kind: 'close', text: ')', value: ')', position }
    else if (character === ',') token = { kind: 'comma', text: ',', value: ',', position }
    else if (character === "'") token = readString(option, input, position)
    else if (/[A-Za-z0-9_-]/.test(character)) token = readLiteralOrWord(option, input, position)
    else throw new ODataError(option, listQueryMessages.unexpectedCharacter, character, position)
    tokens.push(token)
    position += token.text.length
  }
  tokens.push({ kind: 'end', text: '', value: '', position: input.length })
  return tokens
}
