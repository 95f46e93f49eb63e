import { describe, expect, it } from 'vitest'
import { flattenTestData } from './testData.ts'

describe('flattenTestData', () => {
  it('flattens nested key/values and shows null as N/A', () => {
    expect(
      flattenTestData({ voltage: 12.4, gps: { fix: true, satellites: null, last: { lat: -26.2 } }, note: 'ok' }),
    ).toEqual([
      { key: 'voltage', value: '12.4' },
      { key: 'gps.fix', value: 'true' },
      { key: 'gps.satellites', value: 'N/A' },
      { key: 'gps.last.lat', value: '-26.2' },
      { key: 'note', value: 'ok' },
    ])
  })

  it('indexes array items', () => {
    expect(flattenTestData({ readings: [1, undefined] })).toEqual([
      { key: 'readings.0', value: '1' },
      { key: 'readings.1', value: 'N/A' },
    ])
  })

  it('reads JSON text as the object it holds', () => {
    expect(flattenTestData('{"a":{"b":null}}')).toEqual([{ key: 'a.b', value: 'N/A' }])
  })

  it('shows plain text and numbers as one unnamed row', () => {
    expect(flattenTestData('passed')).toEqual([{ key: '', value: 'passed' }])
    expect(flattenTestData('"quoted"')).toEqual([{ key: '', value: '"quoted"' }])
    expect(flattenTestData(3)).toEqual([{ key: '', value: '3' }])
  })

  it('gives no rows when there is no data', () => {
    expect(flattenTestData(null)).toEqual([])
    expect(flattenTestData(undefined)).toEqual([])
    expect(flattenTestData({})).toEqual([])
  })
})
