import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url.ts'

const base = 'https://shwe.example/promotion'
const allowedHosts = ['cdn.shwe.example', '*.games.example', 'media.example:8443']

describe('safeUrl', () => {
  it.each([
    ['https://shwe.example/games?type=all', 'https://shwe.example/games?type=all'],
    ['/promotion/12', 'https://shwe.example/promotion/12'],
    ['details', 'https://shwe.example/details'],
    ['//cdn.shwe.example/banner.webp', 'https://cdn.shwe.example/banner.webp'],
    ['HTTPS://CDN.Shwe.Example/a b.png', 'https://cdn.shwe.example/a%20b.png'],
    ['  https://cdn.shwe.example/x  ', 'https://cdn.shwe.example/x'],
    ['http://cdn.shwe.example/x', 'http://cdn.shwe.example/x'],
    ['https://play.games.example/launch?t=1', 'https://play.games.example/launch?t=1'],
    ['https://media.example:8443/v.mp4', 'https://media.example:8443/v.mp4'],
    ['tel:+959123456789', 'tel:+959123456789'],
    ['mailto:support@shwe.example', 'mailto:support@shwe.example'],
    ['viber://chat?number=%2B959123456789', 'viber://chat?number=%2B959123456789'],
    ['tg://resolve?domain=shwe', 'tg://resolve?domain=shwe'],
    ['line://ti/p/@shwe', 'line://ti/p/@shwe'],
    ['TEL:09123456789', 'tel:09123456789'],
    // Entities are not decoded in a URL: this stays a harmless path on the site.
    ['javascript&colon;alert(1)', 'https://shwe.example/javascript&colon;alert(1)'],
  ])('allows %j as %j', (raw, expected) => {
    expect(safeUrl(raw, { base, allowedHosts })).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'blob:https://shwe.example/4f1c6e52-1d4f-4d8a-9a4e-3c2b1a0f9e8d',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    'https://evil.example/',
    'https://shwe.example.evil.example/',
    'https://cdn.shwe.example@evil.example/',
    'https://user:pass@cdn.shwe.example/',
    'https://games.example/',
    'https://media.example/v.mp4',
    'https://cdn.shwe.example:8080/x',
    'http://shwe.example/promotion',
    'ftp://cdn.shwe.example/x',
    'https://',
    'http://[::1',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, { base, allowedHosts })).toBeNull()
  })

  it('refuses web links and relative paths when no host is allowed and there is no base', () => {
    expect(safeUrl('https://shwe.example/')).toBeNull()
    expect(safeUrl('/promotion')).toBeNull()
    expect(safeUrl('tel:09123456789')).toBe('tel:09123456789')
  })

  it('allows the hosts passed in without a base', () => {
    expect(safeUrl('https://cdn.shwe.example/x.png', { allowedHosts })).toBe('https://cdn.shwe.example/x.png')
  })

  it('refuses everything when the base itself cannot be read', () => {
    expect(safeUrl('https://cdn.shwe.example/x', { base: 'not a url', allowedHosts })).toBeNull()
  })

  it('refuses values that are not strings', () => {
    expect(safeUrl(null)).toBeNull()
    expect(safeUrl(undefined)).toBeNull()
  })
})
