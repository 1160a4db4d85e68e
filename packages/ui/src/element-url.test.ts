import { describe, expect, it } from 'vitest'
import { elementUrl } from './element-url.ts'
import { HOSTILE_URLS } from './test-payloads.ts'
import { webLinkOrPath } from './web-link.ts'

/** A partner page that loaded the elements from the Shwe site and points them at its API. */
const context = {
  page: 'https://partner.example/lottery/index.html',
  shweOrigins: ['https://shwe.example', 'https://api.shwe.example'],
}

describe('elementUrl', () => {
  for (const reach of ['api', 'shwe', 'download'] as const) {
    it.each(HOSTILE_URLS)(`refuses %j as a ${reach} address`, (payload) => {
      expect(elementUrl(payload, reach, context)).toBeNull()
    })
  }

  it.each([
    ['https://evil.example/', 'shwe'],
    ['http://shwe.example/', 'shwe'],
    ['https://user:pass@shwe.example/', 'shwe'],
    ['https://shwe.example.evil.example/', 'shwe'],
    ['/\\evil.example/', 'shwe'],
    ['https://evil.example/app.apk', 'download'],
    ['file:///etc/passwd', 'api'],
    ['', 'api'],
  ] as const)('refuses %j as a %s address', (raw, reach) => {
    expect(elementUrl(raw, reach, context)).toBeNull()
  })

  it.each([
    ['https://shwe.example/', 'shwe', 'https://shwe.example/'],
    ['/', 'shwe', 'https://partner.example/'],
    ['../home', 'shwe', 'https://partner.example/home'],
    ['https://partner.example/lobby?from=shwe', 'shwe', 'https://partner.example/lobby?from=shwe'],
    ['https://api.shwe.example/', 'shwe', 'https://api.shwe.example/'],
    [
      'https://play.google.com/store/apps/details?id=x',
      'download',
      'https://play.google.com/store/apps/details?id=x',
    ],
    ['https://shwe.example/app.apk', 'download', 'https://shwe.example/app.apk'],
    ['https://operator-api.example/api', 'api', 'https://operator-api.example/api'],
    ['/api', 'api', 'https://partner.example/api'],
  ] as const)('allows %j as a %s address: %j', (raw, reach, expected) => {
    expect(elementUrl(raw, reach, context)).toBe(expected)
  })
})

describe('webLinkOrPath', () => {
  it.each(HOSTILE_URLS)('refuses %j', (payload) => {
    expect(webLinkOrPath(payload)).toBeNull()
  })

  it.each([
    ['/', '/'],
    ['/wallet?tab=x#top', '/wallet?tab=x#top'],
    ['https://partner.example/', 'https://partner.example/'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(webLinkOrPath(raw)).toBe(expected)
  })
})
