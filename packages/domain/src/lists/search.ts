/** Spaces and hyphens a registration is written with, which people leave out when they type it ('ca123'). */
const REGISTRATION_SEPARATORS = /[ -]+/g

/**
 * A registration (or typed text) without its separators, so 'ca123' finds 'CA 123-456'. The clients search in the API
 * runs the same rule in SQL (`replace(replace(…, ' ', ''), '-', '')`) over an index of it.
 */
export const compactRegistration = (text: string): string => text.replace(REGISTRATION_SEPARATORS, '')

/** Typed search text as matched against a full name: trimmed, inner runs of spaces as one ('Thandi  Nkosi'). */
export const searchNeedle = (text: string): string => text.trim().replace(/\s+/g, ' ')
