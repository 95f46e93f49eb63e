// The webhook address rule: no server-side request forgery. A webhook may only reach the public internet, never the
// machine it runs on, the private network around it or a cloud's metadata service.

/** Messages a person sees at the webhook URL field. */
export const webhookUrlMessages = {
  required: 'Please enter the webhook URL',
  invalid: 'Please enter a full URL, like https://example.com/vigil',
  httpsOnly: 'The webhook URL must start with https://',
  credentials: 'The webhook URL must not contain a user name or password',
  privateAddress: 'The webhook URL must point at a public internet address, not a private, local or metadata one',
} as const

export type WebhookUrlProblem = keyof typeof webhookUrlMessages

/** Host names that always mean this machine or a cloud's metadata service, whatever DNS says. */
const FORBIDDEN_NAMES = ['localhost', 'metadata.google.internal', 'metadata', 'instance-data']
const FORBIDDEN_SUFFIXES = ['.localhost', '.local', '.internal']

/** IPv4 dotted quad to its 32-bit number; null when not one. */
export function ipv4Number(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    value = value * 256 + n
  }
  return value
}

/** IPv6 text (with ::, zone ids and an embedded IPv4 tail) to its eight 16-bit groups; null when not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0] ?? ''
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (tail?.[1]) {
    const v4 = ipv4Number(tail[1])
    if (v4 === null) return null
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const read = (half: string) => (half === '' ? [] : half.split(':'))
  const head = read(halves[0] ?? '')
  const rest = halves.length === 2 ? read(halves[1] ?? '') : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null
  return groups.map((group) => Number.parseInt(group, 16))
}

const inV4 = (value: number, base: string, bits: number) => {
  const start = ipv4Number(base) ?? 0
  const size = 2 ** (32 - bits)
  return value >= start && value < start + size
}

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_FORBIDDEN: [string, number][] = [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, and the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
]

function forbiddenV4(value: number): boolean {
  return V4_FORBIDDEN.some(([base, bits]) => inV4(value, base, bits))
}

function forbiddenV6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups
  const v4 = g6 * 65536 + g7
  const zeroTo = (n: number) => groups.slice(0, n).every((group) => group === 0)
  if (zeroTo(7) && (g7 === 0 || g7 === 1)) return true // :: unspecified, ::1 loopback
  if (zeroTo(5) && g5 === 0xffff) return forbiddenV4(v4) // ::ffff:a.b.c.d mapped IPv4
  if (zeroTo(6)) return forbiddenV4(v4) // ::a.b.c.d compatible IPv4 (deprecated, still routed by some stacks)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return forbiddenV4(v4) // NAT64
  if (g0 === 0x2002) return forbiddenV4(g1 * 65536 + g2) // 6to4 carries an IPv4 address
  if ((g0 & 0xffc0) === 0xfe80) return true // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return true // site-local fec0::/10 (deprecated)
  if ((g0 & 0xfe00) === 0xfc00) return true // unique-local fc00::/7 (AWS metadata fd00:ec2::254 is here)
  if ((g0 & 0xff00) === 0xff00) return true // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return true // discard-only
  return false
}

/**
 * Whether an IP address (v4 or v6 text) is one a webhook may not reach: private, loopback, link-local, unique-local,
 * metadata, multicast or reserved. Anything not an address is refused too (the caller passes resolved addresses).
 */
export function isForbiddenAddress(address: string): boolean {
  const v4 = ipv4Number(address)
  if (v4 !== null) return forbiddenV4(v4)
  const v6 = ipv6Groups(address)
  if (v6 !== null) return forbiddenV6(v6)
  return true
}

/** Whether a host name (not an address) is one that means this machine or a metadata service by name. */
export function isForbiddenHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  return FORBIDDEN_NAMES.includes(name) || FORBIDDEN_SUFFIXES.some((suffix) => name.endsWith(suffix))
}

/** A URL's host as an address, when it is one (brackets of IPv6 dropped); null for a name. */
export function hostAddress(host: string): string | null {
  const bare = host.replace(/^\[|\]$/g, '')
  return ipv4Number(bare) !== null || ipv6Groups(bare) !== null ? bare : null
}

export interface WebhookUrlOptions {
  /** Production: https only. */
  production: boolean
  /**
   * Tests and development may name a receiver on this machine (explicit configuration, WEBHOOK_ALLOW_PRIVATE);
   * production never: the caller passes false there whatever is configured.
   */
  allowPrivate: boolean
}

/**
 * What is wrong with a webhook URL as typed, or null. Names are checked again on their resolved addresses at each
 * send (`isForbiddenAddress`): a name that resolves to a private address today may be public tomorrow and back.
 */
export function webhookUrlProblem(value: string, options: WebhookUrlOptions): WebhookUrlProblem | null {
  const text = value.trim()
  if (text === '') return 'required'
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid'
  if (url.hostname === '') return 'invalid'
  if (options.production && url.protocol !== 'https:') return 'httpsOnly'
  if (url.username !== '' || url.password !== '') return 'credentials'
  if (options.allowPrivate) return null
  const address = hostAddress(url.hostname)
  if (address !== null ? isForbiddenAddress(address) : isForbiddenHostName(url.hostname)) return 'privateAddress'
  return null
}
