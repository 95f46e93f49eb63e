import { listQueryMessages } from '@vigil/domain'
import { type SQL, sql } from 'drizzle-orm'
import { ODataError } from './errors.ts'
import type { FilterExpression } from './filter-parser.ts'
import type { OrderByItem } from './orderby-parser.ts'
import type { ODataFieldType, ODataResource } from './resource.ts'

type Literal = Extract<FilterExpression, { kind: 'literal' }>
interface Compiled {
  sql: SQL
  type: ODataFieldType
}

const int4 = { min: -2147483648, max: 2147483647 }
const sqlOperators = { eq: sql`=`, ne: sql`IS DISTINCT FROM`, gt: sql`>`, ge: sql`>=`, lt: sql`<`, le: sql`<=` }
const fail = (problem: string, expression: FilterExpression) =>
  new ODataError('$filter', problem, expression.token.text, expression.token.position)

/** Escapes LIKE wildcards so that user text only ever matches itself. */
export const escapeLikePattern = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** Turns a value from the request into a parameter of the statement: never into SQL text. */
export type BindValue = (value: string | number) => SQL

/** Binds the value itself, for a statement that runs once. */
export const bindValue: BindValue = (value) => sql`${value}`

/** Binds a literal as a parameter of the type the other side of the comparison has. */
const bindLiteral = (literal: Literal, type: ODataFieldType, bind: BindValue): SQL => {
  const mismatch = () => fail(listQueryMessages.expectedType[type], literal)
  switch (type) {
    case 'string':
      if (literal.type !== 'string') throw mismatch()
      return bind(literal.value)
    case 'integer':
      if (literal.type !== 'number' || !Number.isInteger(literal.value)) throw mismatch()
      if (literal.value < int4.min || literal.value > int4.max) throw fail(listQueryMessages.numberOutOfRange, literal)
      return bind(literal.value)
    case 'decimal':
      if (literal.type !== 'number') throw mismatch()
      return bind(literal.value)
    case 'boolean':
      if (literal.type !== 'boolean') throw mismatch()
      return literal.value ? sql`true` : sql`false`
    case 'datetime':
      if (literal.type !== 'datetime') throw mismatch()
      return bind(literal.value)
  }
}

const isNumeric = (type: ODataFieldType) => type === 'integer' || type === 'decimal'

class FilterCompiler {
  private readonly resource: ODataResource
  private readonly bind: BindValue

  constructor(resource: ODataResource, bind: BindValue) {
    this.resource = resource
    this.bind = bind
  }

  condition(expression: FilterExpression): SQL {
    if (expression.kind === 'literal' && expression.type === 'boolean') return expression.value ? sql`true` : sql`false`
    const compiled = this.value(expression)
    if (compiled.type !== 'boolean') throw fail(listQueryMessages.expectedCondition, expression)
    return compiled.sql
  }

  /** Compiles anything but a literal: literals are bound only against the type of what they are compared with. */
  private value(expression: FilterExpression): Compiled {
    switch (expression.kind) {
      case 'literal':
        throw fail(listQueryMessages.expectedFieldOrFunction, expression)
      case 'field': {
        const found = this.resource.field(expression.name)
        if (!found) throw fail(listQueryMessages.unknownField, expression)
        if (found.field.filterable === false) throw fail(listQueryMessages.notFilterable, expression)
        return { sql: sql`${found.field.sql}`, type: found.field.type }
      }
      case 'and':
      case 'or': {
        const left = this.condition(expression.left)
        const right = this.condition(expression.right)
        const joined = expression.kind === 'and' ? sql`(${left} AND ${right})` : sql`(${left} OR ${right})`
        return { sql: joined, type: 'boolean' }
      }
      case 'not':
        return { sql: sql`(NOT ${this.condition(expression.operand)})`, type: 'boolean' }
      case 'compare':
        return { sql: this.comparison(expression), type: 'boolean' }
      case 'call':
        return this.call(expression)
    }
  }

  private stringValue(expression: FilterExpression): SQL {
    const compiled = this.value(expression)
    if (compiled.type !== 'string') throw fail(listQueryMessages.expectedStringField, expression)
    return compiled.sql
  }

  private call(expression: Extract<FilterExpression, { kind: 'call' }>): Compiled {
    const [first, second] = expression.args
    const arity = expression.name === 'tolower' || expression.name === 'toupper' ? 1 : 2
    if (expression.args.length !== arity || !first) {
      throw fail(listQueryMessages.argumentCount(expression.name, arity), expression)
    }
    if (expression.name === 'tolower') return { sql: sql`lower(${this.stringValue(first)})`, type: 'string' }
    if (expression.name === 'toupper') return { sql: sql`upper(${this.stringValue(first)})`, type: 'string' }
    const subject = this.stringValue(first)
    if (second?.kind !== 'literal' || second.type !== 'string') {
      throw fail(listQueryMessages.expectedStringLiteral, second ?? expression)
    }
    const text = escapeLikePattern(second.value)
    const pattern =
      expression.name === 'contains' ? `%${text}%` : expression.name === 'startswith' ? `${text}%` : `%${text}`
    // Searches in the product are case-insensitive (spec §2 clients list, §7 vehicle-type search)
    return { sql: sql`(${subject} ILIKE ${this.bind(pattern)} ESCAPE '\\')`, type: 'boolean' }
  }

  private comparison(expression: Extract<FilterExpression, { kind: 'compare' }>): SQL {
    const { left, right, operator } = expression
    if (left.kind === 'literal' && right.kind === 'literal')
      throw fail(listQueryMessages.comparisonWithoutField, expression)
    const nullSide =
      left.kind === 'literal' && left.type === 'null'
        ? left
        : right.kind === 'literal' && right.type === 'null'
          ? right
          : null
    if (nullSide) {
      if (operator !== 'eq' && operator !== 'ne') throw fail(listQueryMessages.nullComparison, expression)
      const subject = this.value(nullSide === left ? right : left).sql
      return operator === 'eq' ? sql`(${subject} IS NULL)` : sql`(${subject} IS NOT NULL)`
    }
    const [leftSql, rightSql, type] = this.operands(left, right)
    if (type === 'boolean' && operator !== 'eq' && operator !== 'ne') {
      throw fail(listQueryMessages.booleanComparison, expression)
    }
    return sql`(${leftSql} ${sqlOperators[operator]} ${rightSql})`
  }

  private operands(left: FilterExpression, right: FilterExpression): [SQL, SQL, ODataFieldType] {
    if (right.kind === 'literal') {
      const compiled = this.value(left)
      return [compiled.sql, bindLiteral(right, compiled.type, this.bind), compiled.type]
    }
    const compiledRight = this.value(right)
    if (left.kind === 'literal') {
      return [bindLiteral(left, compiledRight.type, this.bind), compiledRight.sql, compiledRight.type]
    }
    const compiledLeft = this.value(left)
    const compatible =
      compiledLeft.type === compiledRight.type || (isNumeric(compiledLeft.type) && isNumeric(compiledRight.type))
    if (!compatible) throw fail(listQueryMessages.expectedType[compiledLeft.type], right)
    return [compiledLeft.sql, compiledRight.sql, compiledLeft.type]
  }
}

/**
 * Compiles a parsed `$filter` to a parameterised condition over the resource's whitelisted fields; `bind` decides
 * whether each value becomes a parameter holding it or a placeholder filled in when a prepared statement runs.
 */
export const compileFilter = (expression: FilterExpression, resource: ODataResource, bind = bindValue): SQL =>
  new FilterCompiler(resource, bind).condition(expression)

/** Compiles a parsed `$orderby`, then the resource's tiebreaker so that pages are stable. */
export const compileOrderBy = (items: OrderByItem[], resource: ODataResource): SQL[] => {
  const clauses = items.map((item) => {
    const found = resource.field(item.field)
    const fail = (problem: string) => new ODataError('$orderby', problem, item.token.text, item.token.position)
    if (!found) throw fail(listQueryMessages.unknownField)
    if (found.field.sortable === false) throw fail(listQueryMessages.notSortable)
    return item.direction === 'asc' ? sql`${found.field.sql} ASC` : sql`${found.field.sql} DESC`
  })
  return [...clauses, sql`${resource.tiebreaker} ASC`]
}
