import type { ContactChannel } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import { channelIcon, contactLink, displayValue, hotlineOf } from './content.logic.ts'

describe('contactLink', () => {
  it.each([
    'viber://chat?number=%2B959400000001',
    'https://t.me/shwe_demo_support',
    'https://facebook.com/shwe.demo.games',
    'https://line.me/ti/p/~shwe_demo_support',
    'tel:+959400000001',
    'mailto:support@shwe.example',
  ])('opens %s', (value) => {
    expect(contactLink(value)).not.toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'https://t.me.evil.example/x',
    'https://evil.example/',
    'data:text/html,x',
  ])('refuses %s', (value) => {
    expect(contactLink(value)).toBeNull()
  })
})

describe('channelIcon', () => {
  it.each([
    ['viber', 'viber://chat?number=1', 'viber'],
    ['telegram', 'https://t.me/x', 'telegram'],
    ['facebook', 'https://facebook.com/x', 'facebook'],
    ['line', 'https://line.me/x', 'line'],
    ['phone', 'tel:+959400000001', null],
    ['email', 'mailto:a@b.example', null],
    ['other', 'viber://chat?number=1', 'viber'],
    ['other', 'https://t.me/x', 'telegram'],
    ['other', 'https://www.facebook.com/x', 'facebook'],
    ['other', 'line://ti/p/x', 'line'],
    ['other', 'https://example.com/x', null],
    ['other', 'not a link', null],
  ])('draws a %s channel linking to %s with %s', (type, value, icon) => {
    expect(channelIcon({ type: type as ContactChannel['type'], value })).toBe(icon)
  })
})

describe('displayValue', () => {
  it.each([
    ['tel:+959400000001', '+959400000001'],
    ['mailto:support@shwe.example', 'support@shwe.example'],
    ['viber://chat?number=%2B959400000001', '+959400000001'],
    ['https://t.me/shwe_demo_support', 't.me/shwe_demo_support'],
    ['https://facebook.com/shwe.demo.games/', 'facebook.com/shwe.demo.games'],
    ['09 400 000 001', '09 400 000 001'],
  ])('shows %s as %s', (value, shown) => {
    expect(displayValue(value)).toBe(shown)
  })
})

describe('hotlineOf', () => {
  const channel = (id: number, type: ContactChannel['type'], value: string): ContactChannel => ({
    id,
    name: type,
    value,
    type,
    image: `media/contacts/${type}.svg`,
  })

  it('takes the first tel: link', () => {
    expect(
      hotlineOf([
        channel(1, 'viber', 'viber://chat?number=%2B959400000001'),
        channel(2, 'phone', 'tel:+959400000001'),
        channel(3, 'phone', 'tel:+959400000002'),
      ]),
    ).toEqual({ number: '+959400000001', link: 'tel:+959400000001' })
  })

  it('takes a bare phone number, and links to it without its spaces', () => {
    expect(hotlineOf([channel(1, 'phone', '09 400 000 001')])).toEqual({
      number: '09 400 000 001',
      link: 'tel:09400000001',
    })
  })

  it('is null without a phone', () => {
    expect(
      hotlineOf([channel(1, 'email', 'mailto:a@b.example'), channel(2, 'telegram', 'https://t.me/x')]),
    ).toBeNull()
    expect(hotlineOf([])).toBeNull()
  })
})
