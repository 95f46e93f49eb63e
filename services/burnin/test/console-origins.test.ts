import { describe, expect, it } from 'vitest'
import { consoleOrigins } from '../src/console-origins.ts'

describe('the origins the burn-in console may call from', () => {
  it('is the public origin only when the API has a public address', () => {
    expect(consoleOrigins('https://dashboard.vigil.example')).toEqual(['https://dashboard.vigil.example'])
  })
  it('is every loopback name of the port on this machine', () => {
    expect(consoleOrigins('http://localhost:5080')).toEqual([
      'http://localhost:5080',
      'http://127.0.0.1:5080',
      'http://[::1]:5080',
    ])
  })
})
