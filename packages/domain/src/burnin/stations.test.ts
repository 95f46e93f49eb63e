import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freeStations, parseStationList, stationDisplay, stationsAfterAdd, stationsAfterRemove } from './stations.ts'

describe('parseStationList', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseStationList(' S1, S2 ,,S3, S1 ')).toEqual(['S1', 'S2', 'S3'])
    expect(parseStationList('')).toEqual([])
    expect(parseStationList(' , ,')).toEqual([])
  })

  it('keeps every typed station exactly once, trimmed and non-empty', () => {
    const station = fc.stringMatching(/^[A-Za-z0-9-]{1,6}$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(station, fc.constantFrom('', ' ', '  ')), { maxLength: 12 }), (items) => {
        const text = items.map(([id, pad]) => `${pad}${id}${pad}`).join(',')
        const parsed = parseStationList(text)
        expect(parsed).toEqual([...new Set(items.map(([id]) => id))])
        for (const id of parsed) expect(id).toBe(id.trim())
        expect(parseStationList(parsed.join(','))).toEqual(parsed)
      }),
    )
  })
})

describe('free stations', () => {
  it('leaves out stations in use', () => {
    expect(freeStations(['S1', 'S2', 'S3'], [{ testStation: 'S2' }, { testStation: null }])).toEqual(['S1', 'S3'])
  })

  it('takes a station on add and gives it back on remove', () => {
    const free = stationsAfterAdd(['S1', 'S2'], 'S1')
    expect(free).toEqual(['S2'])
    expect(stationsAfterRemove(free, 'S1')).toEqual(['S2', 'S1'])
  })

  it('gives nothing back for a unit without a station or already free', () => {
    expect(stationsAfterRemove(['S2'], null)).toEqual(['S2'])
    expect(stationsAfterRemove(['S2'], 'N/A')).toEqual(['S2'])
    expect(stationsAfterRemove(['S2'], ' ')).toEqual(['S2'])
    expect(stationsAfterRemove(['S2'], 'S2')).toEqual(['S2'])
  })

  it('restores the free list after add then remove', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^S\d{1,3}$/), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (stations, pick) => {
          const station = stations[pick % stations.length]!
          const restored = stationsAfterRemove(stationsAfterAdd(stations, station), station)
          expect([...restored].sort()).toEqual([...stations].sort())
          expect(stationsAfterAdd(stations, station)).not.toContain(station)
        },
      ),
    )
  })
})

describe('stationDisplay', () => {
  it("shows 'N/A' when none", () => {
    expect(stationDisplay('S4')).toBe('S4')
    expect(stationDisplay(null)).toBe('N/A')
    expect(stationDisplay(undefined)).toBe('N/A')
    expect(stationDisplay('')).toBe('N/A')
  })
})
