import { describe, expect, it } from 'vitest'
import { ipv6Groups, isForbiddenAddress, webhookUrlProblem } from './addresses.ts'

const production = { production: true, allowPrivate: false }

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true)
  })

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false)
    },
  )
})

describe('ipv6Groups', () => {
  it('expands :: and an IPv4 tail', () => {
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304])
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])
  })
  it('refuses what is not IPv6', () => {
    expect(ipv6Groups('1::2::3')).toBeNull()
    expect(ipv6Groups('1:2:3:4:5:6:7:8:9')).toBeNull()
    expect(ipv6Groups('gggg::1')).toBeNull()
  })
})

describe('webhookUrlProblem', () => {
  it('accepts a public https URL', () => {
    expect(webhookUrlProblem('https://hooks.example.com/vigil', production)).toBeNull()
  })
  it('wants https in production only', () => {
    expect(webhookUrlProblem('http://hooks.example.com/', production)).toBe('httpsOnly')
    expect(webhookUrlProblem('http://hooks.example.com/', { production: false, allowPrivate: false })).toBeNull()
  })
  it.each([
    'https://127.0.0.1/',
    'https://localhost:8443/',
    'https://api.localhost/',
    'https://[::1]/',
    'https://[fd00::5]/',
    'https://169.254.169.254/latest/meta-data',
    'https://metadata.google.internal/',
    'https://2130706433/', // 127.0.0.1 as one number; URL normalises it
    'https://0x7f.0.0.1/',
    'https://[::ffff:10.0.0.1]/',
  ])('refuses %s as private', (url) => {
    expect(webhookUrlProblem(url, production)).toBe('privateAddress')
  })
  it('lets tests and development name a local receiver when configured, never by default', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9999/', { production: false, allowPrivate: true })).toBeNull()
    expect(webhookUrlProblem('http://127.0.0.1:9999/', { production: false, allowPrivate: false })).toBe(
      'privateAddress',
    )
  })
  it('answers blank, malformed, other schemes and credentials', () => {
    expect(webhookUrlProblem('  ', production)).toBe('required')
    expect(webhookUrlProblem('hooks.example.com', production)).toBe('invalid')
    expect(webhookUrlProblem('ftp://hooks.example.com/', production)).toBe('invalid')
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', production)).toBe('credentials')
  })
})
