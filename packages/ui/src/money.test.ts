import { describe, expect, it } from 'vitest'
import { formatAmount } from './money.ts'

describe('formatAmount', () => {
  it.each([
    ['15000.00', 'en', '15,000'],
    ['1234567.5', 'en', '1,234,567.50'],
    ['0.00', 'en', '0'],
    [987654, 'zh', '987,654'],
    ['15000.00', 'th', '15,000'],
  ] as const)('formats %j in %s as %j', (amount, lang, text) => {
    expect(formatAmount(amount, lang)).toBe(text)
  })

  it('keeps Latin digits and separators in Burmese', () => {
    expect(formatAmount('2500000.00', 'mm')).toMatch(/^2.500.000$/)
  })

  it('shows two decimals on whole kyat when asked, as slips show money', () => {
    expect(formatAmount('1100.00', 'en', { alwaysPya: true })).toBe('1,100.00')
    expect(formatAmount(12.5, 'en', { alwaysPya: true })).toBe('12.50')
  })

  it('shows text that is not a number as it is', () => {
    expect(formatAmount('--', 'en')).toBe('--')
  })
})

describe('formatAmount, as Intl writes it', () => {
  const LANGUAGES = ['en', 'mm', 'zh', 'th'] as const
  const LOCALES = { en: 'en-US', mm: 'my-MM-u-nu-latn', zh: 'zh-CN', th: 'th-TH-u-nu-latn' } as const
  const made = new Map<string, Intl.NumberFormat>()
  const intl = (value: number, language: (typeof LANGUAGES)[number], pya: boolean) => {
    const key = `${language}${pya}`
    const format =
      made.get(key) ??
      new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: pya ? 2 : 0,
        maximumFractionDigits: 2,
      })
    made.set(key, format)
    return format.format(value)
  }
  // Amounts a wallet sees, edges of rounding and grouping, debts, and a spread of random ones.
  let seed = 7
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  const values = [
    0,
    -0,
    0.001,
    0.004,
    0.005,
    0.015,
    1.005,
    1.995,
    9.999,
    99.995,
    999.995,
    1000,
    12.5,
    -12.5,
    -0.001,
    100000,
    999999.999,
    1234567.891,
    2 ** 53,
    1e20,
    1e21,
    1.5e-7,
    -987654.32,
    ...Array.from(
      { length: 400 },
      () => Math.round(random() * 10 ** Math.floor(random() * 10) * 1000) / 1000,
    ),
    ...Array.from({ length: 100 }, () => -Math.round(random() * 1e8) / 100),
  ]

  it.each(LANGUAGES)(
    'matches Intl.NumberFormat in %s, with and without pya, as numbers and as the API sends them',
    (language) => {
      for (const value of values) {
        const hasPya = Math.round(value * 100) % 100 !== 0
        expect(formatAmount(value, language), String(value)).toBe(intl(value, language, hasPya))
        const text = String(value)
        expect(formatAmount(text, language), text).toBe(intl(Number(text), language, hasPya))
        expect(formatAmount(value, language, { alwaysPya: true }), String(value)).toBe(
          intl(value, language, true),
        )
      }
    },
  )
})
