import type { FleetVehicle } from '@vigil/domain'

export const FIXED_NOW = new Date('2026-11-27T10:00:00Z')

const cities = [
  [-26.2, 28.05],
  [-33.92, 18.42],
  [-29.86, 31.03],
  [-25.75, 28.19],
  [-33.96, 25.6],
] as const

/** A deterministic fleet around South Africa's cities, in every state, for stories. */
export function aFleet(count: number): FleetVehicle[] {
  return Array.from({ length: count }, (_, index) => {
    const [latitude, longitude] = cities[index % cities.length]!
    // A fixed scatter (no randomness, so screenshots do not change) of up to about 40 km around the city.
    const angle = index * 2.399963
    const reach = 0.4 * Math.sqrt((index % 97) / 97)
    const kind = index % 11
    const fresh = new Date(FIXED_NOW.getTime() - 30_000).toISOString()
    const old = new Date(FIXED_NOW.getTime() - 3 * 3600_000).toISOString()
    return {
      id: index + 1,
      userId: 1000 + (index % 40),
      userFirstName: 'Holder',
      userLastName: String(index % 40),
      registrationNumber: `CA ${String(100_000 + index * 7).slice(0, 3)}-${String(index).padStart(3, '0')}`,
      nickname: index % 5 === 0 ? 'Bakkie' : '',
      make: 'Toyota',
      model: 'Hilux',
      deviceId: kind === 10 ? null : index + 1,
      deviceSerialNumber: kind === 10 ? null : `SN${index + 1}`,
      gpsDateTime: kind === 9 ? old : fresh,
      gpsReceivedDateTime: kind === 9 ? old : fresh,
      deviceLastSeenDateTime: kind === 9 ? old : fresh,
      gpsLatitudeDegrees: latitude + reach * Math.sin(angle),
      gpsLongitudeDegrees: longitude + reach * Math.cos(angle),
      isLocked: kind % 2 === 0,
      tamperActive: kind === 7,
      openAlarmIds: [],
      companyIds: index % 3 === 0 ? [1] : [],
    }
  })
}
