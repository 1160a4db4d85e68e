import { expect, it } from 'vitest'
import { twoDFromSet } from './set-index.ts'

// The rows of the live-feed example (api-contract.md §8), each with the number the feed printed.
it.each([
  ['1,262.47', '38,915.62', '75'],
  ['1,259.83', '14,207.55', '37'],
  ['1,260.14', '17,552.90', '42'],
  ['1,261.09', '26,840.31', '90'],
])('SET %s with value %s gives %s', (set, value, twod) => {
  expect(twoDFromSet(set, value)).toBe(twod)
})

it.each([
  ['1262.47', '38915.62', '75'],
  ['999.10', '0.00', '00'],
  [' 1,262.47 ', '38,915.62\n', '75'],
  ['1,000,000.01', '1,234,567.89', '17'],
])('reads %j and %j without or with separators as %s', (set, value, twod) => {
  expect(twoDFromSet(set, value)).toBe(twod)
})

it.each([
  ['1,262', '38,915.62'],
  ['1,262.47', '38,915'],
  ['1,262.4', '38,915.62'],
  ['1,262.470', '38,915.62'],
  ['', '38,915.62'],
  ['1,262.47', ''],
  ['--', '--'],
  ['-1,262.47', '38,915.62'],
  ['1,262.47', '-38,915.62'],
  ['1,2a2.47', '38,915.62'],
  ['1,262.47', '38,915.6x'],
  ['12,62.47', '38,915.62'],
  ['1,262.47', '38,91,5.62'],
  ['1.262,47', '38.915,62'],
  ['.47', '38,915.62'],
])('refuses %j with %j', (set, value) => {
  expect(twoDFromSet(set, value)).toBeNull()
})
