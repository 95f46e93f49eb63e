import { listQueryMessages } from '@vigil/domain'
import { ODataError } from './errors.ts'
import { type Token, tokenize } from './tokenizer.ts'

export const comparisonOperators = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const
export type ComparisonOperator = (typeof comparisonOperators)[number]
export const filterFunctions = ['contains', 'startswith', 'endswith', 'tolower', 'toupper'] as const
export type FilterFunction = (typeof filterFunctions)[number]

export type LiteralValue =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number; text: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null'; value: null }
  | { type: 'datetime'; value: string }

export type FilterExpression =
  | ({ kind: 'literal'; token: Token } & LiteralValue)
  | { kind: 'field'; name: string; token: Token }
  | { kind: 'call'; name: FilterFunction; args: FilterExpression[]; token: Token }
  | { kind: 'compare'; operator: ComparisonOperator; left: FilterExpression; right: FilterExpression; token: Token }
  | { kind: 'and' | 'or'; left: FilterExpression; right: FilterExpression; token: Token }
  | { kind: 'not'; operand: FilterExpression; token: Token }

/** Deep nesting is refused rather than risking the call stack. */
export const maxNesting = 40

const keywords = new Set(['and', 'or', 'not', ...comparisonOperators, 'true', 'false', 'null'])
const word = (token: Token): string | null => (token.kind === 'identifier' ? token.text.toLowerCase() : null)

class FilterParser {
  private index = 0
  private depth = 0
  private readonly tokens: Token[]

  constructor(tokens: Token[]) {
    this.tokens = tokens
  }

  parse(): FilterExpression {
    if (this.peek().kind === 'end') throw this.fail(listQueryMessages.expectedExpression, this.peek())
    const expression = this.parseOr()
    const rest = this.peek()
    if (rest.kind !== 'end') throw this.fail(listQueryMessages.unexpectedToken, rest)
    return expression
  }

  private peek(): Token {
    return this.tokens[this.index] as Token
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index += 1
    return token
  }

  private fail(problem: string, token: Token): ODataError {
    return new ODataError('$filter', problem, token.text, token.position)
  }

  private nested<T>(token: Token, parse: () => T): T {
    this.depth += 1
    if (this.depth > maxNesting) throw this.fail(listQueryMessages.nestedTooDeeply, token)
    const result = parse()
    this.depth -= 1
    return result
  }

  private parseOr(): FilterExpression {
    let left = this.parseAnd()
    while (word(this.peek()) === 'or') {
      const token = this.next()
      left = { kind: 'or', left, right: this.parseAnd(), token }
    }
    return left
  }

  private parseAnd(): FilterExpression {
    let left = this.parseNot()
    while (word(this.peek()) === 'and') {
      const token = this.next()
      left = { kind: 'and', left, right: this.parseNot(), token }
    }
    return left
  }

  private parseNot(): FilterExpression {
    if (word(this.peek()) === 'not') {
      const token = this.next()
      return this.nested(token, () => ({ kind: 'not', operand: this.parseNot(), token }))
    }
    return this.parseComparison()
  }

  private parseComparison(): FilterExpression {
    const left = this.parseOperand()
    const operator = word(this.peek())
    if (operator === null || !(comparisonOperators as readonly string[]).includes(operator)) return left
    const token = this.next()
    return { kind: 'compare', operator: operator as ComparisonOperator, left, right: this.parseOperand(), token }
  }

  private expect(kind: Token['kind'], problem: string): Token {
    const token = this.peek()
    if (token.kind !== kind) throw this.fail(problem, token)
    return this.next()
  }

  private parseOperand(): FilterExpression {
    const token = this.next()
    switch (token.kind) {
      case 'open': {
        const inner = this.nested(token, () => this.parseOr())
        this.expect('close', listQueryMessages.expectedClosingParenthesis)
        return inner
      }
      case 'string':
        return { kind: 'literal', type: 'string', value: token.value, token }
      case 'number':
        return { kind: 'literal', type: 'number', value: Number(token.value), text: token.value, token }
      case 'datetime':
        return { kind: 'literal', type: 'datetime', value: token.value, token }
      case 'identifier':
        return this.parseWord(token)
      default:
        throw this.fail(listQueryMessages.expectedOperand, token)
    }
  }

  private parseWord(token: Token): FilterExpression {
    const lower = token.text.toLowerCase()
    if (lower === 'true' || lower === 'false')
      return { kind: 'literal', type: 'boolean', value: lower === 'true', token }
    if (lower === 'null') return { kind: 'literal', type: 'null', value: null, token }
    if (keywords.has(lower)) throw this.fail(listQueryMessages.expectedOperand, token)
    if (this.peek().kind !== 'open') return { kind: 'field', name: token.text, token }
    if (!(filterFunctions as readonly string[]).includes(lower))
      throw this.fail(listQueryMessages.unknownFunction, token)
    this.next()
    const args = this.nested(token, () => {
      const list = [this.parseOr()]
      while (this.peek().kind === 'comma') {
        this.next()
        list.push(this.parseOr())
      }
      return list
    })
    this.expect('close', listQueryMessages.expectedClosingParenthesis)
    return { kind: 'call', name: lower as FilterFunction, args, token }
  }
}

/** Parses a `$filter` value into an expression tree; throws `ODataError` naming the offending token. */
export const parseFilter = (input: string): FilterExpression => new FilterParser(tokenize('$filter', input)).parse()
