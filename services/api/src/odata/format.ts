import type { FilterExpression } from './filter-parser.ts'

/** Writes an expression back as `$filter` text, fully parenthesised, so that parsing it gives the same tree. */
export const formatFilter = (expression: FilterExpression): string => {
  switch (expression.kind) {
    case 'literal':
      if (expression.type === 'string') return `'${expression.value.replaceAll("'", "''")}'`
      if (expression.type === 'number') return expression.text
      return String(expression.value)
    case 'field':
      return expression.name
    case 'call':
      return `${expression.name}(${expression.args.map(formatFilter).join(',')})`
    case 'compare':
      return `(${formatFilter(expression.left)} ${expression.operator} ${formatFilter(expression.right)})`
    case 'and':
    case 'or':
      return `(${formatFilter(expression.left)} ${expression.kind} ${formatFilter(expression.right)})`
    case 'not':
      return `(not ${formatFilter(expression.operand)})`
  }
}
