import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileFilter, formatFilter, ODataError, parseFilter, readListQuery } from '../../src/odata/index.ts'
import { anyExpression, tokenSoup, validFilter, withoutTokens } from './arbitraries.ts'
import { probeResource, render } from './probe.ts'

/** Everything the compiler may write itself; whatever remains after removing these came from the input. */
const ownSqlVocabulary =
  /"odata_probe"\."[a-z_]+"|\$\d+|IS DISTINCT FROM|IS NOT NULL|IS NULL|ESCAPE '\\'|\b(?:AND|OR|NOT|ILIKE|lower|upper|char_length|true|false)\b|<>|<=|>=|[()=<>\s]/g

const compileOrOwnError = (input: string) => {
  try {
    return render(compileFilter(parseFilter(input), probeResource))
  } catch (error) {
    if (error instanceof ODataError) return error
    throw error
  }
}

describe('OData properties', () => {
  it('never throws anything but its own error, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), tokenSoup), (input) => {
        const result = compileOrOwnError(input)
        if (result instanceof ODataError) {
          expect(result.position).toBeGreaterThanOrEqual(0)
          expect(result.position).toBeLessThanOrEqual(input.length)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('never writes user text into the SQL, only into parameters', () => {
    fc.assert(
      fc.property(fc.oneof(validFilter, tokenSoup), (input) => {
        const result = compileOrOwnError(input)
        if (result instanceof ODataError) return
        expect(result.sql.replace(ownSqlVocabulary, '')).toBe('')
      }),
      { numRuns: 2000 },
    )
  })

  it('compiles every well-typed filter', () => {
    fc.assert(
      fc.property(validFilter, (input) => {
        expect(compileOrOwnError(input)).not.toBeInstanceOf(ODataError)
      }),
      { numRuns: 1000 },
    )
  })

  it('parses a printed tree back into the same tree', () => {
    fc.assert(
      fc.property(anyExpression, (tree) => {
        expect(withoutTokens(parseFilter(formatFilter(tree)))).toEqual(withoutTokens(tree))
      }),
      { numRuns: 1000 },
    )
  })

  it('never throws anything but its own error for $orderby, $pagesize and $pageindex', () => {
    const option = fc.option(fc.oneof(fc.string({ maxLength: 30 }), tokenSoup), { nil: undefined })
    fc.assert(
      fc.property(option, option, option, (orderBy, pageSize, pageIndex) => {
        try {
          const query = readListQuery(probeResource, { $orderby: orderBy, $pagesize: pageSize, $pageindex: pageIndex })
          expect(query.pageSize).toBeLessThanOrEqual(50)
          expect(query.orderBy.map((part) => render(part).sql.replace(ownSqlVocabulary, '')).join('')).toMatch(
            /^(?:ASC|DESC)*$/,
          )
        } catch (error) {
          expect(error).toBeInstanceOf(ODataError)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
