import { describe, expect, it } from 'vitest'
import { toUnicodeBurmese, ZAWGYI_THRESHOLD, zawgyiProbability } from './zawgyi.ts'

describe('toUnicodeBurmese', () => {
  it.each([
    ['ေက်ာင္း', 'ကျောင်း'],
    ['ေအာင္ေအာင္', 'အောင်အောင်'],
    ['Aung ေက်ာင္း', 'Aung ကျောင်း'],
  ])('converts Zawgyi %j to Unicode %j', (zawgyi, unicode) => {
    expect(zawgyiProbability(zawgyi)).toBeGreaterThan(ZAWGYI_THRESHOLD)
    expect(toUnicodeBurmese(zawgyi)).toBe(unicode)
  })

  it.each(['မင်္ဂလာပါ', 'ကျောင်း', 'Aung Aung', 'GuestPlayer4821', ''])('keeps %j as it is', (text) => {
    expect(toUnicodeBurmese(text)).toBe(text)
  })

  it('gives text without Burmese letters a probability of 0', () => {
    expect(zawgyiProbability('Aung Aung')).toBe(0)
  })
})
