import { describe, expect, it } from 'vitest'
import {
  CLIENT_SORT_OPTIONS,
  COMPANY_SORT_OPTIONS,
  DEFAULT_LIST_FILTER,
  DEFAULT_LIST_SORT,
  isClientSortOption,
  isCompanySortOption,
  LATEST_ONLY_SORT_OPTIONS,
} from './options.ts'

describe('list options', () => {
  it('lists the sort labels exactly as the spec', () => {
    expect(CLIENT_SORT_OPTIONS).toEqual(['Latest', 'Active alerts', 'A - Z', 'Z - A'])
    expect(COMPANY_SORT_OPTIONS).toEqual(['Latest', 'A - Z', 'Z - A'])
    expect(LATEST_ONLY_SORT_OPTIONS).toEqual(['Latest'])
  })

  it("defaults to filter 'All' and sort 'Latest'", () => {
    expect(DEFAULT_LIST_FILTER).toBe('All')
    expect(DEFAULT_LIST_SORT).toBe('Latest')
  })

  it('recognises sort labels per list', () => {
    expect(isClientSortOption('Active alerts')).toBe(true)
    expect(isCompanySortOption('Active alerts')).toBe(false)
    expect(isCompanySortOption('Z - A')).toBe(true)
    expect(isClientSortOption('a - z')).toBe(false)
  })
})
