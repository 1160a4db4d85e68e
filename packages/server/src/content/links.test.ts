import { describe, expect, it } from 'vitest'
import { isSafeContactLink } from './links.ts'
import { CONTACT_TYPES, type ContactType } from './schema.ts'

describe('isSafeContactLink', () => {
  it.each<[ContactType, string]>([
    ['viber', 'viber://chat?number=%2B959400000001'],
    ['viber', 'viber://add?number=959400000001'],
    ['telegram', 'https://t.me/shwe_demo_support'],
    ['facebook', 'https://facebook.com/shwe.demo.games'],
    ['facebook', 'https://www.facebook.com/profile.php?id=1000123'],
    ['line', 'https://line.me/ti/p/~shwe_demo_support'],
    ['phone', 'tel:+959400000001'],
    ['phone', 'tel:09400000001'],
    ['email', 'mailto:support@shwe.example'],
  ])('accepts a %s link %s', (type, value) => {
    expect(isSafeContactLink(type, value)).toBe(true)
  })

  const hostile = [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
  ]
  it.each(CONTACT_TYPES.flatMap((type) => hostile.map((value) => [type, value] as const)))(
    'refuses %s link %j',
    (type, value) => {
      expect(isSafeContactLink(type, value)).toBe(false)
    },
  )

  it.each<[ContactType, string]>([
    // Right scheme, wrong host.
    ['telegram', 'https://t.me.evil.example/x'],
    ['telegram', 'https://t.me@evil.example/x'],
    ['telegram', 'http://t.me/shwe'],
    ['facebook', 'https://facebook.com.evil.example/x'],
    ['facebook', 'https://evil.example/facebook.com/x'],
    ['line', 'https://line.me.evil.example/x'],
    // Smuggled characters: markup, whitespace, a second line.
    ['viber', 'viber://chat?number=<script>'],
    ['viber', 'viber://chat?number=1 onclick=x'],
    ['phone', 'tel:+95 9400000001'],
    ['phone', 'tel:+959400000001\njavascript:alert(1)'],
    ['email', 'mailto:a@b.example?body=<x>'],
    ['email', 'mailto:javascript:alert(1)@x.example'],
    // A link of another channel type.
    ['telegram', 'tel:+959400000001'],
    ['phone', 'https://t.me/shwe'],
  ])('refuses %s link %j', (type, value) => {
    expect(isSafeContactLink(type, value)).toBe(false)
  })

  it('refuses an unknown channel type', () => {
    expect(isSafeContactLink('constructor' as ContactType, 'https://t.me/shwe')).toBe(false)
    expect(isSafeContactLink('sms' as ContactType, 'sms:+959400000001')).toBe(false)
  })
})
