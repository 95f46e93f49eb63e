// Business constants and limits from the product spec, section 9.

export const DEFAULT_PHONE_CODE = 27
export const PASSPORT_MAX_LENGTH = 50
export const ID_NUMBER_LENGTH = 13
export const OTP_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 8

export const SEARCH_MIN_CHARACTERS = 3
export const PAGE_SIZE = 50
export const SEARCH_RESULT_COUNT = 50

// Spec §9 lists the last 25 years, which since 2025 leaves years out before 'Older than 1999': every year down to
// 2000 is listed instead, so none falls between the list and 'Older than 1999' (issue #28).
export const OLDEST_LISTED_YEAR = 2000
export const OLDER_THAN_1999 = 'Older than 1999'

export const DEPOSIT_DISPLAY = 'R1 499'
export const DEFAULT_SUBSCRIPTION_PLAN_ID = 1

export const MAP_ZOOM = 16
export const COPY_COORDINATES_NOTICE_MS = 1000
export const ALERT_NOTICE_MS = 2000

export const MOBILE_BREAKPOINT_PX = 768
export const DEVICE_CARD_COMPACT_BREAKPOINT_PX = 1030
export const DEVICE_CARD_RESIZE_DEBOUNCE_MS = 250

export const SESSION_STORAGE_KEY = 'authorised-user'
export const PHONE_NUMBER_STORAGE_KEY = 'userPhoneNumber'
export const PASSCODE_HEADER = 'X-Passcode'

export const CHECKLIST_WINDOW_MS = 10 * 60 * 1000
export const CHECKLIST_TRIGGER_REMAINING_MS = 5 * 1000
export const POLLING_INTERVAL_MS = 5000
export const EVENTS_MAY_TAKE_MS = 15 * 1000

export const HUB_RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000] as const
export const HUB_SERVER_TIMEOUT_MS = 30 * 1000
export const HUB_KEEP_ALIVE_MS = 15 * 1000
export const HUB_HTTP_TIMEOUT_MS = 100 * 1000
export const HUB_MAX_NEGOTIATE_REDIRECTS = 100
/** Vehicles one hub connection may watch for GPS pushes (WatchVehicles, docs/hub-protocol-additions.md). */
export const HUB_MAX_WATCHED_VEHICLES = 200

export const CHUNK_LOAD_TIMEOUT_MS = 120000

export const COMPANY_USER_ROLES = ['Company-Admin', 'Account-Holder'] as const
export const DEFAULT_COMPANY_USER_ROLE = 'Company-Admin'

/** The runtime settings every app loads at start from `/appsettings.json` (spec section 9's settings). */
export interface AppSettings {
  baseURL: string
  intercomAppId: string
  turnstileSiteKey: string
  googleMapsApiKey: string
  tempProtectedRoutesKey: string
  burnInURL: string
}
