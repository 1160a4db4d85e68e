import { describe, expect, it } from 'vitest'
import { mediaUrl, webAddress } from './media-url.ts'

describe('mediaUrl', () => {
  const site = { apiBase: '/api', page: 'https://shwe.example/games' }
  const partner = { apiBase: 'https://api.shwe.example/api', page: 'https://partner.example/lobby' }
  it.each([
    [
      'a content path, next to the API',
      site,
      'media/banners/a.svg',
      'https://shwe.example/media/banners/a.svg',
    ],
    [
      'a content path on a partner page',
      partner,
      'media/popup/b.svg',
      'https://api.shwe.example/media/popup/b.svg',
    ],
    [
      'an absolute URL on the API host',
      partner,
      'https://api.shwe.example/media/catalogue/games/G1.svg',
      'https://api.shwe.example/media/catalogue/games/G1.svg',
    ],
    ['another host', partner, 'https://tracker.example/pixel.gif', null],
    ['javascript:', site, 'javascript:alert(1)', null],
    ['data:', site, 'data:image/svg+xml,<svg onload=alert(1)>', null],
    ['tel:', site, 'tel:+95911', null],
    ['nothing', site, '', null],
  ] as const)('%s', (_, where, raw, expected) => {
    expect(mediaUrl(raw, where)).toBe(expected)
  })

  it('answers the same address again for each page and API it was asked for, not the first one asked', () => {
    const path = 'media/banners/a.svg'
    expect(mediaUrl(path, site)).toBe('https://shwe.example/media/banners/a.svg')
    expect(mediaUrl(path, partner)).toBe('https://api.shwe.example/media/banners/a.svg')
    expect(mediaUrl(path, { apiBase: 'https://other.example/api', page: site.page })).toBe(
      'https://other.example/media/banners/a.svg',
    )
    expect(mediaUrl('https://api.shwe.example/x.svg', site)).toBeNull()
    expect(mediaUrl('https://api.shwe.example/x.svg', partner)).toBe('https://api.shwe.example/x.svg')
    expect(mediaUrl(path, site)).toBe('https://shwe.example/media/banners/a.svg')
  })

  it('loads nothing while the page has no address (server rendering)', () => {
    expect(mediaUrl('media/a.svg', { apiBase: '/api', page: undefined })).toBeNull()
  })
})

describe('webAddress', () => {
  it('takes the game host as the allowed one, but only for web schemes', () => {
    expect(webAddress('https://any.provider.example/x')).toBe('https://any.provider.example/x')
    expect(webAddress('https://user:pw@any.provider.example/x')).toBeNull()
    expect(webAddress('mailto:a@b.example')).toBeNull()
  })

  it('refuses nothing at all', () => {
    expect(webAddress(undefined)).toBeNull()
    expect(webAddress('not a url')).toBeNull()
  })
})
