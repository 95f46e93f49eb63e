// The routes of one account holder's pages (spec §2 route table).

/** /agent/clients/{clientId}/account/view */
export const accountViewRoute = (clientId: number | string): string => `/agent/clients/${clientId}/account/view`

/** /agent/clients/{clientId}/vehicle/{vehicleId}/history */
export const vehicleHistoryRoute = (clientId: number | string, vehicleId: number | string): string =>
  `/agent/clients/${clientId}/vehicle/${vehicleId}/history`

/** /agent/onboarding/client/{clientId}/add-driver: the client card's 'Add a vehicle' and View account's 'Add vehicle'. */
export const addDriverRoute = (clientId: number | string): string => `/agent/onboarding/client/${clientId}/add-driver`

/** The history CSV's file name (spec §7). */
export const vehicleHistoryFileName = (vehicleId: number | string): string => `Vehicle-${vehicleId}-history.csv`
