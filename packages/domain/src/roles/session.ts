import type { Session } from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Reads the stored signed-in user; anything malformed reads as signed out. */
export const parseSession = (stored: string | null | undefined): Session | null => {
  if (!stored) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { accessToken, refreshToken, userId, userRole } = value
  if (!isFilledString(accessToken) || !isFilledString(refreshToken) || !isFilledString(userRole)) return null
  if (typeof userId !== 'number' || !Number.isInteger(userId)) return null
  return { accessToken, refreshToken, userId, userRole }
}

export const serializeSession = (session: Session): string =>
  JSON.stringify({
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    userId: session.userId,
    userRole: session.userRole,
  })

/** After a refresh only the access token changes. */
export const withAccessToken = (session: Session, accessToken: string): Session => ({ ...session, accessToken })
