import { describe, expect, it } from 'vitest'
import { compileFilter, formatFilter, ODataError, parseFilter } from '../../src/odata/index.ts'
import { probeResource, render } from './probe.ts'

const compile = (filter: string) => render(compileFilter(parseFilter(filter), probeResource))

const errorOf = (run: () => unknown): ODataError => {
  try {
    run()
  } catch (error) {
    if (error instanceof ODataError) return error
    throw error
  }
  throw new Error('expected an ODataError')
}

describe('$filter parsing', () => {
  it('binds and tighter than or, and not to one comparison', () => {
    expect(formatFilter(parseFilter('id eq 1 or id eq 2 and not active'))).toBe(
      '((id eq 1) or ((id eq 2) and (not active)))',
    )
    expect(formatFilter(parseFilter('not id eq 1 and active'))).toBe('((not (id eq 1)) and active)')
    expect(formatFilter(parseFilter('(id eq 1 or id eq 2) and active'))).toBe('(((id eq 1) or (id eq 2)) and active)')
  })

  it('reads every kind of literal', () => {
    const literals = [
      "'O''Brien'",
      '42',
      '-7',
      '1.5',
      '2e3',
      'true',
      'FALSE',
      'null',
      '2024-05-01T10:30:00Z',
      '2024-05-01',
    ]
    const parsed = literals.map((text) => parseFilter(`x eq ${text}`))
    expect(
      parsed.map((tree) => (tree.kind === 'compare' && tree.right.kind === 'literal' ? tree.right.value : 'none')),
    ).toEqual(["O'Brien", 42, -7, 1.5, 2000, true, false, null, '2024-05-01T10:30:00.000Z', '2024-05-01T00:00:00.000Z'])
  })

  it('converts date-times with an offset to UTC', () => {
    const tree = parseFilter('createdOnDateTime ge 2024-05-01T10:30+02:00')
    expect(tree.kind === 'compare' && tree.right.kind === 'literal' && tree.right.value).toBe(
      '2024-05-01T08:30:00.000Z',
    )
  })

  it.each([
    ['id eq 1 id', 'Unexpected token', 'id', 8],
    ['id eq', 'Expected a field, a literal or a function', '', 5],
    ["Name eq 'abc", 'Unterminated string literal', "'abc", 8],
    ['id eq 12abc', 'Invalid literal', '12abc', 6],
    ['createdOnDateTime eq 2024-02-30', 'Invalid date-time literal', '2024-02-30', 21],
    ['id eq 1e999', 'Number literal out of range', '1e999', 6],
    ['frobnicate(Name) eq 1', 'Unknown function', 'frobnicate', 0],
    ['(id eq 1', "Expected ')'", '', 8],
    ['id eq 1 and', 'Expected a field, a literal or a function', '', 11],
    ['id ; drop table users', 'Unexpected character', ';', 3],
    ['', 'Expected an expression', '', 0],
    ['and eq 1', 'Expected a field, a literal or a function', 'and', 0],
  ])('refuses %j naming the token', (input, problem, token, position) => {
    const error = errorOf(() => parseFilter(input))
    expect(error).toMatchObject({ option: '$filter', token, position })
    expect(error.message).toContain(problem)
  })

  it('refuses deep nesting and very long input with its own error', () => {
    expect(errorOf(() => parseFilter(`${'('.repeat(100)}id eq 1${')'.repeat(100)}`)).message).toContain('nested')
    expect(errorOf(() => parseFilter(`${'not '.repeat(100)}active`)).message).toContain('nested')
    expect(errorOf(() => parseFilter(`Name eq '${'a'.repeat(3000)}'`)).message).toContain('Longer than 2000')
  })
})

describe('$filter compiling', () => {
  it('binds user values as parameters and matches field names in any casing', () => {
    const query = compile("ID eq 5 and name eq 'O''Brien'")
    expect(query.sql).toBe('(("odata_probe"."id" = $1) AND ("odata_probe"."name" = $2))')
    expect(query.params).toEqual([5, "O'Brien"])
  })

  it('compiles the string functions to escaped, case-insensitive LIKE patterns', () => {
    const query = compile("contains(SerialNumber,'5%_a\\') or startswith(name,'Ab') or endswith(tolower(name),'z')")
    expect(query.sql).toBe(
      `((("odata_probe"."serial_number" ILIKE $1 ESCAPE '\\') OR ("odata_probe"."name" ILIKE $2 ESCAPE '\\')) OR (lower("odata_probe"."name") ILIKE $3 ESCAPE '\\'))`,
    )
    expect(query.params).toEqual(['%5\\%\\_a\\\\%', 'Ab%', '%z'])
  })

  it('compiles null comparisons, ne, booleans and date-times', () => {
    expect(compile('score eq null').sql).toBe('("odata_probe"."score" IS NULL)')
    expect(compile('null ne score').sql).toBe('("odata_probe"."score" IS NOT NULL)')
    expect(compile('score ne 2.5').sql).toBe('("odata_probe"."score" IS DISTINCT FROM $1)')
    expect(compile('active eq true and not active').sql).toBe(
      '(("odata_probe"."active" = true) AND (NOT "odata_probe"."active"))',
    )
    expect(compile('createdOnDateTime lt 2024-01-01').params).toEqual(['2024-01-01T00:00:00.000Z'])
    expect(compile('5 lt id').sql).toBe('($1 < "odata_probe"."id")')
    expect(compile('nameLength gt score').sql).toBe('((char_length("odata_probe"."name")) > "odata_probe"."score")')
  })

  it.each([
    ['nope eq 1', 'Unknown field', 'nope', 0],
    ["id eq '5'", 'Expected a whole number', "'5'", 6],
    ['id eq 1.5', 'Expected a whole number', '1.5', 6],
    ['id eq 3000000000', 'Number out of range', '3000000000', 6],
    ['Name eq 5', 'Expected a string', '5', 8],
    ["active eq 'yes'", 'Expected true or false', "'yes'", 10],
    ["createdOnDateTime gt '2024'", 'Expected a date-time', "'2024'", 21],
    ['active gt false', 'Only eq and ne can compare true or false', 'gt', 7],
    ['score gt null', 'Only eq and ne can compare with null', 'gt', 6],
    ['1 eq 1', 'A comparison needs a field', 'eq', 2],
    ['id', 'Expected a condition', 'id', 0],
    ["contains(id,'1')", 'Expected a string field', 'id', 9],
    ['contains(Name,SerialNumber)', 'Expected a string literal', 'SerialNumber', 14],
    ['contains(Name)', 'contains takes two arguments', 'contains', 0],
    ["tolower('ABC') eq 'abc'", 'Expected a field or a function of a field', "'ABC'", 8],
    ["secret eq 'x'", 'Field cannot be filtered', 'secret', 0],
    ['Name eq id', 'Expected a string', 'id', 8],
    ["'x'", 'Expected a field or a function of a field', "'x'", 0],
  ])('refuses %j naming the token', (input, problem, token, position) => {
    const error = errorOf(() => compile(input))
    expect(error).toMatchObject({ option: '$filter', token, position })
    expect(error.message).toContain(problem)
  })
})
