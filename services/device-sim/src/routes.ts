/** Waypoints along real roads; speeds are the usual limits on those roads. */
export interface Waypoint {
  latitudeDegrees: number
  longitudeDegrees: number
}

export interface Route {
  name: string
  speedLimitKph: number
  altitudeMeters: number
  waypoints: readonly Waypoint[]
}

export const cityNames = ['Johannesburg', 'Cape Town', 'Durban'] as const
export type CityName = (typeof cityNames)[number]

const at = (latitudeDegrees: number, longitudeDegrees: number): Waypoint => ({ latitudeDegrees, longitudeDegrees })

export const routesByCity: Record<CityName, readonly Route[]> = {
  Johannesburg: [
    {
      name: 'Jan Smuts Avenue, Braamfontein to Randburg',
      speedLimitKph: 60,
      altitudeMeters: 1750,
      waypoints: [
        at(-26.1895, 28.0322),
        at(-26.177, 28.033),
        at(-26.165, 28.031),
        at(-26.156, 28.029),
        at(-26.144, 28.03),
        at(-26.132, 28.027),
        at(-26.124, 28.028),
        at(-26.11, 28.015),
        at(-26.094, 28.006),
      ],
    },
    {
      name: 'M1 South, Sandton to Braamfontein',
      speedLimitKph: 100,
      altitudeMeters: 1700,
      waypoints: [
        at(-26.107, 28.064),
        at(-26.12, 28.066),
        at(-26.135, 28.061),
        at(-26.15, 28.059),
        at(-26.162, 28.056),
        at(-26.175, 28.047),
        at(-26.188, 28.039),
        at(-26.196, 28.033),
      ],
    },
    {
      name: 'Rivonia Road, Sandton to Rivonia',
      speedLimitKph: 60,
      altitudeMeters: 1600,
      waypoints: [at(-26.106, 28.056), at(-26.088, 28.059), at(-26.07, 28.06), at(-26.05, 28.058)],
    },
  ],
  'Cape Town': [
    {
      name: 'Victoria Road, Sea Point to Camps Bay',
      speedLimitKph: 60,
      altitudeMeters: 20,
      waypoints: [at(-33.915, 18.392), at(-33.922, 18.38), at(-33.93, 18.377), at(-33.939, 18.377), at(-33.95, 18.378)],
    },
    {
      name: 'De Waal Drive, City Bowl to Newlands',
      speedLimitKph: 80,
      altitudeMeters: 90,
      waypoints: [
        at(-33.9249, 18.4241),
        at(-33.934, 18.433),
        at(-33.945, 18.456),
        at(-33.956, 18.464),
        at(-33.972, 18.464),
      ],
    },
    {
      name: 'Beach Road, V&A Waterfront to Three Anchor Bay',
      speedLimitKph: 60,
      altitudeMeters: 5,
      waypoints: [
        at(-33.9036, 18.4205),
        at(-33.901, 18.409),
        at(-33.9, 18.4),
        at(-33.908, 18.395),
        at(-33.913, 18.388),
      ],
    },
  ],
  Durban: [
    {
      name: 'OR Tambo Parade, uShaka to Suncoast',
      speedLimitKph: 60,
      altitudeMeters: 8,
      waypoints: [
        at(-29.8675, 31.0456),
        at(-29.859, 31.042),
        at(-29.85, 31.038),
        at(-29.841, 31.037),
        at(-29.833, 31.035),
      ],
    },
    {
      name: 'M4 Ruth First Freeway, Stamford Hill to Umhlanga',
      speedLimitKph: 100,
      altitudeMeters: 30,
      waypoints: [
        at(-29.829, 31.032),
        at(-29.805, 31.041),
        at(-29.78, 31.052),
        at(-29.755, 31.065),
        at(-29.726, 31.08),
      ],
    },
    {
      name: 'Florida Road, Greyville to Morningside',
      speedLimitKph: 50,
      altitudeMeters: 60,
      waypoints: [at(-29.846, 31.016), at(-29.84, 31.014), at(-29.833, 31.012), at(-29.827, 31.011)],
    },
  ],
}

const earthRadiusMeters = 6_371_000
const radians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceMeters(from: Waypoint, to: Waypoint): number {
  const dLat = radians(to.latitudeDegrees - from.latitudeDegrees)
  const dLon = radians(to.longitudeDegrees - from.longitudeDegrees)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitudeDegrees)) * Math.cos(radians(to.latitudeDegrees)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Initial bearing from one point to the next, 0..360 clockwise from north. */
export function bearingDegrees(from: Waypoint, to: Waypoint): number {
  const y = Math.sin(radians(to.longitudeDegrees - from.longitudeDegrees)) * Math.cos(radians(to.latitudeDegrees))
  const x =
    Math.cos(radians(from.latitudeDegrees)) * Math.sin(radians(to.latitudeDegrees)) -
    Math.sin(radians(from.latitudeDegrees)) *
      Math.cos(radians(to.latitudeDegrees)) *
      Math.cos(radians(to.longitudeDegrees - from.longitudeDegrees))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}
