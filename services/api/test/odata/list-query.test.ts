import { describe, expect, it } from 'vitest'
import { ODataError, readListQuery } from '../../src/odata/index.ts'
import { probeResource, render } from './probe.ts'

describe('list query options', () => {
  it('defaults to the first page of 50 in the resource order', () => {
    const query = readListQuery(probeResource, {})
    expect(query).toMatchObject({ where: undefined, limit: 50, offset: 0, pageIndex: 0, pageSize: 50 })
    expect(query.orderBy.map((part) => render(part).sql)).toEqual(['"odata_probe"."id" DESC', '"odata_probe"."id" ASC'])
  })

  it('reads $orderby in any casing with directions, then the tiebreaker', () => {
    const query = readListQuery(probeResource, { $orderby: 'SERIALNUMBER asc, createdondatetime DESC,name' })
    expect(query.orderBy.map((part) => render(part).sql)).toEqual([
      '"odata_probe"."serial_number" ASC',
      '"odata_probe"."created_on" DESC',
      '"odata_probe"."name" ASC',
      '"odata_probe"."id" ASC',
    ])
  })

  it('pages 0-based, up to the maximum page size', () => {
    expect(readListQuery(probeResource, { $pagesize: '20', $pageindex: '3' })).toMatchObject({ limit: 20, offset: 60 })
    expect(readListQuery(probeResource, { $pagesize: 50 })).toMatchObject({ limit: 50, pageSize: 50 })
  })

  it.each([
    [{ $orderby: 'nope asc' }, '$orderby', 'nope', 'Unknown field'],
    [{ $orderby: 'id up' }, '$orderby', 'up', "Expected ',' or 'asc' or 'desc'"],
    [{ $orderby: 'id asc,' }, '$orderby', '', 'Expected a field'],
    [{ $orderby: 'nameLength' }, '$orderby', 'nameLength', 'Field cannot be sorted'],
    [{ $pagesize: '0' }, '$pagesize', '0', 'Expected a whole number of at least 1'],
    [{ $pagesize: 'ten' }, '$pagesize', 'ten', 'Expected a whole number'],
    [{ $pagesize: '51' }, '$pagesize', '51', 'Page size above the maximum of 50'],
    [{ $pagesize: 500 }, '$pagesize', '500', 'Page size above the maximum of 50'],
    [{ $pageindex: '-1' }, '$pageindex', '-1', 'Expected a whole number of at least 0'],
    [{ $pageindex: '1.5' }, '$pageindex', '1.5', 'Expected a whole number'],
    [{ $pageindex: '900719925474099' }, '$pageindex', '900719925474099', 'Page index too large'],
  ])('refuses %j', (options, option, token, problem) => {
    let caught: unknown
    try {
      readListQuery(probeResource, options)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ODataError)
    expect(caught).toMatchObject({ option, token })
    expect((caught as Error).message).toContain(problem)
  })
})
