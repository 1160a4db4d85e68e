import { describe, expect, it } from 'vitest'
import { parseKyat, toDecimalString } from './money.ts'

describe('parseKyat', () => {
  it.each([
    ['0', 0n],
    ['1', 100n],
    ['1500.5', 150050n],
    ['1500.05', 150005n],
    ['  20000.00 ', 2000000n],
    ['999999999999999.99', 99999999999999999n],
  ])('reads %j as %s pya', (text, pya) => {
    expect(parseKyat(text)).toBe(pya)
  })

  it.each(['', '-1', '1.234', '1,000', 'abc', '1e3', '.5', '1.', '0x10', '1000000000000000'])(
    'refuses %j',
    (text) => {
      expect(parseKyat(text)).toBeNull()
    },
  )
})

describe('toDecimalString', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [150050n, '1500.50'],
    [1234567800n, '12345678.00'],
    [-250n, '-2.50'],
  ])('renders %s pya as %j', (pya, text) => {
    expect(toDecimalString(pya)).toBe(text)
  })

  it('round-trips with parseKyat', () => {
    for (const pya of [0n, 1n, 99n, 100n, 123456789n]) {
      expect(parseKyat(toDecimalString(pya))).toBe(pya)
    }
  })
})
