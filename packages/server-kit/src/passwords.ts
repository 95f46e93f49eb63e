import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** argon2id, the library's default algorithm (its enum is a const enum, unusable with type stripping). */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

// A generated secret (24 random bytes and more) cannot be guessed, so a slow hash adds nothing; argon2id at its lightest
// keeps one verifier (verifyPassword reads the cost from the hash) at about 1 ms a check instead of about 200 ms at load,
// which let a reconnect storm of 20,000 trackers take minutes of both cores (issue #29).
const RANDOM_SECRET_HASH = { memoryCost: 1024, timeCost: 1 } as const

/** The stored hash of a generated high-entropy secret (a device's MQTT secret), checked with verifyPassword. */
export function hashRandomSecret(secret: string): Promise<string> {
  return hash(secret, RANDOM_SECRET_HASH)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A random URL-safe token for links and refresh tokens; only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are high-entropy, so a fast hash is enough to make the stored value useless to a reader. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A generated password that satisfies the product's password rules. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1!`
}
