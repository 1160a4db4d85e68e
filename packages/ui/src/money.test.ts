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
