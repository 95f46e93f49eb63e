import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

const isLoopback = (address: string): boolean => {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  if (plain === '::1') return true
  return isIP(plain) === 4 && plain.startsWith('127.')
}

/**
 * Whether a request comes from this machine: its address (after trusted proxies) is loopback, and no forwarded
 * header names anyone else, so a local reverse proxy passing on outside traffic does not count as local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.ip) || !isLoopback(request.socket.remoteAddress ?? '')) return false
  const forwarded = request.headers['x-forwarded-for']
  const named = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return named.every(isLoopback) && request.headers.forwarded === undefined
}
