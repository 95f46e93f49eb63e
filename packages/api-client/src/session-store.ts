import { parseSession, SESSION_STORAGE_KEY, type Session, serializeSession } from '@vigil/domain'

/** The part of the Web Storage API the session needs; tests pass a map-backed one. */
export interface SessionStorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface SessionStore {
  read(): Session | null
  write(session: Session): void
  clear(): void
}

/** The signed-in user kept in local storage under 'authorised-user'; without a storage nobody is signed in. */
export const createSessionStore = (storage?: SessionStorageLike): SessionStore => {
  const resolve = (): SessionStorageLike | undefined => storage ?? globalThis.localStorage
  return {
    read: () => parseSession(resolve()?.getItem(SESSION_STORAGE_KEY)),
    write: (session) => resolve()?.setItem(SESSION_STORAGE_KEY, serializeSession(session)),
    clear: () => resolve()?.removeItem(SESSION_STORAGE_KEY),
  }
}

/** A storage held in memory, for tests and for places without local storage. */
export const memoryStorage = (entries: Record<string, string> = {}): SessionStorageLike => {
  const values = new Map(Object.entries(entries))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
