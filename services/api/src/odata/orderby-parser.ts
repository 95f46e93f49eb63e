import { listQueryMessages } from '@vigil/domain'
import { ODataError } from './errors.ts'
import { type Token, tokenize } from './tokenizer.ts'

export interface OrderByItem {
  field: string
  direction: 'asc' | 'desc'
  token: Token
}

/** Parses `$orderby` (`field [asc|desc], ...`); throws `ODataError` naming the offending token. */
export const parseOrderBy = (input: string): OrderByItem[] => {
  const tokens = tokenize('$orderby', input)
  const fail = (problem: string, token: Token) => new ODataError('$orderby', problem, token.text, token.position)
  const items: OrderByItem[] = []
  let index = 0
  const next = (): Token => tokens[Math.min(index++, tokens.length - 1)] as Token
  for (;;) {
    const field = next()
    if (field.kind !== 'identifier') throw fail(listQueryMessages.expectedField, field)
    let direction: OrderByItem['direction'] = 'asc'
    let after = next()
    const word = after.kind === 'identifier' ? after.text.toLowerCase() : ''
    if (word === 'asc' || word === 'desc') {
      direction = word
      after = next()
    }
    items.push({ field: field.text, direction, token: field })
    if (after.kind === 'end') return items
    if (after.kind !== 'comma') throw fail(listQueryMessages.expectedCommaOrDirection, after)
  }
}
