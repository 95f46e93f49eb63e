// Reads a JWT's claims without verifying it: the browser only needs to know when to refresh.

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Refresh this long before the access token expires, so a request never leaves with a token about to lapse. */
export const TOKEN_REFRESH_SKEW_MS = 30_000

const decodeBase64Url = (text: string): string | null => {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const character of text.replace(/=+$/, '')) {
    const value = BASE64_ALPHABET.indexOf(character)
    if (value < 0) return null
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  try {
    // Percent-encoding each byte lets decodeURIComponent do the UTF-8 decoding (and reject bad sequences).
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''))
  } catch {
    return null
  }
}

/** The token's claims, or null when it is not a readable JWT. */
export const readTokenClaims = (token: string): Record<string, unknown> | null => {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  const json = decodeBase64Url(parts[1])
  if (json === null) return null
  try {
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** When the token expires (`exp`, seconds since the epoch), or null when unreadable. */
export const readTokenExpiry = (token: string): Date | null => {
  const exp = readTokenClaims(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null
}

/** True when the token is unreadable or expires within `skewMs` of `now`. */
export const shouldRefresh = (token: string, now: Date, skewMs: number = TOKEN_REFRESH_SKEW_MS): boolean => {
  const expiry = readTokenExpiry(token)
  return expiry === null || expiry.getTime() - skewMs <= now.getTime()
}
