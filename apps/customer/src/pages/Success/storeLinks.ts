// Where the Vigil mobile app is published (the spec names the stores, not the listings).
export const APP_STORE_URL = 'https://apps.apple.com/za/app/vigil/id0000000000'
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=za.co.vigil'
