import { describe, expect, it } from 'vitest'
import { mediaRoot, mediaUrl } from './promotions.logic.ts'

describe('mediaRoot', () => {
  it.each([
    ['/api', 'https://shwe.example/promotion', 'https://shwe.example/'],
    ['/api/', 'https://shwe.example/promotion', 'https://shwe.example/'],
    ['https://games.example/api', 'https://partner.example/page', 'https://games.example/'],
    ['https://games.example/v2/api', undefined, 'https://games.example/v2/'],
  ])('puts media for API base %s on page %s under %s', (base, page, root) => {
    expect(mediaRoot(base, page)).toBe(root)
  })

  it('has no root for a relative base without a page (server rendering)', () => {
    expect(mediaRoot('/api', undefined)).toBeUndefined()
  })
})

describe('mediaUrl', () => {
  const root = 'https://games.example/'

  it.each([
    ['media/promotions/first-deposit.svg', 'https://games.example/media/promotions/first-deposit.svg'],
    ['/media/promotions/x.png', 'https://games.example/media/promotions/x.png'],
    ['https://games.example/media/x.png', 'https://games.example/media/x.png'],
  ])('shows %s from the API host as %s', (path, url) => {
    expect(mediaUrl(path, root)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'tel:+959400000001',
    '',
    null,
    undefined,
  ])('refuses %j', (path) => {
    expect(mediaUrl(path, root)).toBeNull()
  })

  it('refuses everything without a root', () => {
    expect(mediaUrl('media/x.png', undefined)).toBeNull()
  })
})
