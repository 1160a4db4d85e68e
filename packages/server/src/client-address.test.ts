import { describe, expect, it } from 'vitest'
import {
  clientHopFinder,
  forwardedScheme,
  limitKey,
  parseAddress,
  proxyTrustProblem,
} from './client-address.ts'

describe('limitKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7:52311', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['[::ffff:198.51.100.7]:443', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2:abcd::9]:8443', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['unknown', 'unknown'],
    [' ', 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(limitKey(address)).toBe(key)
  })

  it('keeps text that is no address short', () => {
    expect(limitKey('x'.repeat(500))).toHaveLength(64)
  })
})

describe('parseAddress', () => {
  it('accepts addresses with or without a port and refuses anything else', () => {
    expect(parseAddress(' 192.0.2.1 ')).toBe('192.0.2.1')
    expect(parseAddress('[2001:db8::1]')).toBe('2001:db8::1')
    for (const bad of ['unknown', '192.0.2.256', 'http://192.0.2.1', 'evil.example', '_hidden', '']) {
      expect(parseAddress(bad), bad).toBeNull()
    }
  })
})

describe('clientHopFinder', () => {
  it('with one proxy takes the entry that proxy appended, whatever the client wrote before it', () => {
    const find = clientHopFinder(1)
    expect(find('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.7')).toEqual({ client: '198.51.100.7', proxies: 1 })
    expect(find('10.0.0.2', '198.51.100.7')).toEqual({ client: '198.51.100.7', proxies: 1 })
    expect(clientHopFinder(true)('10.0.0.2', '6.6.6.6,198.51.100.7')).toEqual({
      client: '198.51.100.7',
      proxies: 1,
    })
  })

  it('with two proxies takes the entry the outer one appended', () => {
    expect(clientHopFinder(2)('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1')).toEqual({
      client: '198.51.100.7',
      proxies: 2,
    })
  })

  it('without the header, or without trust, takes the connection itself', () => {
    expect(clientHopFinder(1)('198.51.100.9', null)).toEqual({ client: '198.51.100.9', proxies: 0 })
    expect(clientHopFinder(false)('198.51.100.9', '6.6.6.6')).toEqual({ client: '198.51.100.9', proxies: 0 })
    expect(clientHopFinder(0)(undefined, '6.6.6.6')).toEqual({ client: 'unknown', proxies: 0 })
  })

  it('with a list believes only hops from the listed proxies', () => {
    const find = clientHopFinder(['10.0.0.0/8', 'fd00::/8', '192.0.2.10'])
    // Through two listed proxies: the first hop that is not one of them.
    expect(find('::ffff:10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.10')).toEqual({
      client: '198.51.100.7',
      proxies: 2,
    })
    expect(find('fd00::5', '2001:db8::1')).toEqual({ client: '2001:db8::1', proxies: 1 })
    // A client that reaches the server directly cannot pose as a proxy.
    expect(find('198.51.100.9', '6.6.6.6')).toEqual({ client: '198.51.100.9', proxies: 0 })
    // A client that writes a proxy's address into the header is still the hop before it.
    expect(find('10.0.0.2', '10.0.0.3')).toEqual({ client: '10.0.0.3', proxies: 1 })
  })
})

describe('forwardedScheme', () => {
  it('takes the value the trusted proxy wrote, the rightmost for one proxy', () => {
    expect(forwardedScheme('http', 1, 'https')).toBe('https')
    expect(forwardedScheme('http', 1, 'https, http')).toBe('http')
    expect(forwardedScheme('http', 2, 'http, https, http')).toBe('https')
    expect(forwardedScheme('http', 2, 'https')).toBe('https')
  })

  it('keeps the connection scheme without a proxy, a header or a valid value', () => {
    expect(forwardedScheme('http', 0, 'https')).toBe('http')
    expect(forwardedScheme('https', 1, null)).toBe('https')
    expect(forwardedScheme('http', 1, 'javascript')).toBe('http')
  })
})

describe('proxyTrustProblem', () => {
  it('accepts a count, true/false and a list of addresses or ranges', () => {
    for (const good of [true, false, 0, 1, 3, ['10.0.0.0/8'], ['192.0.2.1', '2001:db8::/32']]) {
      expect(proxyTrustProblem(good), JSON.stringify(good)).toBeUndefined()
    }
  })

  it('refuses what names no proxy', () => {
    for (const bad of [-1, 1.5, 99, [], ['proxy.example'], ['10.0.0.0/33'], ['10.0.0.0/8/1'], ['::/129']]) {
      expect(proxyTrustProblem(bad), JSON.stringify(bad)).toMatch(/must/)
    }
  })
})
