// Major cities with public-domain coordinates (rounded to 0.01 degree). South Africa's in full, as the fleet is
// there; elsewhere capitals and the largest cities, so the map reads as a map wherever it is panned.

/** A city label on the basemap; rank 1 shows from the world view, rank 3 only close in. */
export interface City {
  name: string
  latitude: number
  longitude: number
  rank: 1 | 2 | 3
}

export const CITIES: readonly City[] = [
  { name: 'Johannesburg', latitude: -26.2, longitude: 28.05, rank: 1 },
  { name: 'Cape Town', latitude: -33.92, longitude: 18.42, rank: 1 },
  { name: 'Durban', latitude: -29.86, longitude: 31.03, rank: 1 },
  { name: 'Pretoria', latitude: -25.75, longitude: 28.19, rank: 2 },
  { name: 'Gqeberha', latitude: -33.96, longitude: 25.6, rank: 2 },
  { name: 'Bloemfontein', latitude: -29.12, longitude: 26.21, rank: 2 },
  { name: 'East London', latitude: -33.02, longitude: 27.91, rank: 2 },
  { name: 'Polokwane', latitude: -23.9, longitude: 29.45, rank: 2 },
  { name: 'Mbombela', latitude: -25.47, longitude: 30.97, rank: 2 },
  { name: 'Kimberley', latitude: -28.74, longitude: 24.76, rank: 2 },
  { name: 'Pietermaritzburg', latitude: -29.6, longitude: 30.38, rank: 3 },
  { name: 'Rustenburg', latitude: -25.67, longitude: 27.24, rank: 3 },
  { name: 'George', latitude: -33.96, longitude: 22.46, rank: 3 },
  { name: 'Upington', latitude: -28.45, longitude: 21.25, rank: 3 },
  { name: 'Mahikeng', latitude: -25.86, longitude: 25.64, rank: 3 },
  { name: 'Soweto', latitude: -26.27, longitude: 27.86, rank: 3 },
  { name: 'Sandton', latitude: -26.11, longitude: 28.05, rank: 3 },
  { name: 'Stellenbosch', latitude: -33.93, longitude: 18.86, rank: 3 },
  { name: 'Richards Bay', latitude: -28.78, longitude: 32.04, rank: 3 },
  { name: 'Mthatha', latitude: -31.59, longitude: 28.78, rank: 3 },
  { name: 'Windhoek', latitude: -22.56, longitude: 17.08, rank: 2 },
  { name: 'Gaborone', latitude: -24.65, longitude: 25.91, rank: 2 },
  { name: 'Maseru', latitude: -29.31, longitude: 27.48, rank: 2 },
  { name: 'Mbabane', latitude: -26.31, longitude: 31.14, rank: 3 },
  { name: 'Maputo', latitude: -25.97, longitude: 32.57, rank: 2 },
  { name: 'Harare', latitude: -17.83, longitude: 31.05, rank: 2 },
  { name: 'Lusaka', latitude: -15.39, longitude: 28.32, rank: 2 },
  { name: 'Nairobi', latitude: -1.29, longitude: 36.82, rank: 1 },
  { name: 'Lagos', latitude: 6.52, longitude: 3.38, rank: 1 },
  { name: 'Cairo', latitude: 30.04, longitude: 31.24, rank: 1 },
  { name: 'Kinshasa', latitude: -4.44, longitude: 15.27, rank: 2 },
  { name: 'Luanda', latitude: -8.84, longitude: 13.23, rank: 2 },
  { name: 'Addis Ababa', latitude: 9.03, longitude: 38.74, rank: 2 },
  { name: 'London', latitude: 51.51, longitude: -0.13, rank: 1 },
  { name: 'Paris', latitude: 48.86, longitude: 2.35, rank: 1 },
  { name: 'Madrid', latitude: 40.42, longitude: -3.7, rank: 2 },
  { name: 'Berlin', latitude: 52.52, longitude: 13.4, rank: 2 },
  { name: 'Moscow', latitude: 55.76, longitude: 37.62, rank: 1 },
  { name: 'Istanbul', latitude: 41.01, longitude: 28.98, rank: 2 },
  { name: 'Dubai', latitude: 25.2, longitude: 55.27, rank: 2 },
  { name: 'Mumbai', latitude: 19.08, longitude: 72.88, rank: 1 },
  { name: 'Delhi', latitude: 28.61, longitude: 77.21, rank: 2 },
  { name: 'Beijing', latitude: 39.9, longitude: 116.4, rank: 1 },
  { name: 'Shanghai', latitude: 31.23, longitude: 121.47, rank: 2 },
  { name: 'Tokyo', latitude: 35.68, longitude: 139.69, rank: 1 },
  { name: 'Singapore', latitude: 1.35, longitude: 103.82, rank: 2 },
  { name: 'Sydney', latitude: -33.87, longitude: 151.21, rank: 1 },
  { name: 'Perth', latitude: -31.95, longitude: 115.86, rank: 2 },
  { name: 'New York', latitude: 40.71, longitude: -74.01, rank: 1 },
  { name: 'Los Angeles', latitude: 34.05, longitude: -118.24, rank: 2 },
  { name: 'Mexico City', latitude: 19.43, longitude: -99.13, rank: 2 },
  { name: 'São Paulo', latitude: -23.55, longitude: -46.63, rank: 1 },
  { name: 'Buenos Aires', latitude: -34.6, longitude: -58.38, rank: 2 },
]

/** The zoom from which cities of a rank are labelled, so the world view is not a wall of names. */
export const CITY_MIN_ZOOM: Record<City['rank'], number> = { 1: 2, 2: 4.5, 3: 7 }

/** Closer in than this (a few streets across), a city's name would label whatever land its point falls on. */
export const CITY_MAX_ZOOM = 12
