import { NOT_AVAILABLE } from '../format/dates.ts'
import type { BurnInUnit } from './types.ts'

/** Station ids typed as a comma-separated list: trimmed, empty items dropped, repeats kept once. */
export const parseStationList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((station) => station.trim())
      .filter((station) => station !== ''),
  ),
]

const hasStation = (station: string | null | undefined): station is string =>
  station != null && station.trim() !== '' && station !== NOT_AVAILABLE

/** The known stations no unit occupies. */
export const freeStations = (
  stations: readonly string[],
  units: readonly Pick<BurnInUnit, 'testStation'>[],
): string[] => {
  const taken = new Set(units.map((unit) => unit.testStation))
  return stations.filter((station) => !taken.has(station))
}

/** Adding a device takes its station out of the free list. */
export const stationsAfterAdd = (free: readonly string[], station: string): string[] =>
  free.filter((candidate) => candidate !== station)

/** Removing a device returns its station to the free list; a unit without one ('N/A') returns nothing. */
export const stationsAfterRemove = (free: readonly string[], station: string | null | undefined): string[] =>
  hasStation(station) && !free.includes(station) ? [...free, station] : [...free]

/** 'N/A' when a unit has no station. */
export const stationDisplay = (station: string | null | undefined): string =>
  hasStation(station) ? station : NOT_AVAILABLE
