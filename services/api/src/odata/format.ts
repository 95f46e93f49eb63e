import type { FilterExpression } from './filter-parser.ts'

type Literal = Extract<FilterExpression, { kind: 'literal' }>

const literalText = (literal: Literal): string => {
  if (literal.type === 'string') return `'${literal.value.replaceAll("'", "''")}'`
  if (literal.type === 'number') return literal.text
  return String(literal.value)
}

/**
 * Writes an expression back as `$filter` text, fully parenthesised, so that parsing it gives the same tree;
 * `writeLiteral` may write literals differently (as their shape, say).
 */
export const formatFilter = (expression: FilterExpression, writeLiteral = literalText): string => {
  const format = (inner: FilterExpression) => formatFilter(inner, writeLiteral)
  switch (expression.kind) {
    case 'literal':
      return writeLiteral(expression)
    case 'field':
      return expression.name
    case 'call':
      return `${expression.name}(${expression.args.map(format).join(',')})`
    case 'compare':
      return `(${format(expression.left)} ${expression.operator} ${format(expression.right)})`
    case 'and':
    case 'or':
      return `(${format(expression.left)} ${expression.kind} ${format(expression.right)})`
    case 'not':
      return `(not ${format(expression.operand)})`
  }
}
