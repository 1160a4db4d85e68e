import { expect, it } from 'vitest'
import type { ParseSlipOptions, SlipLine, SlipProblem } from './slip-reading.ts'

/** What a slip reader is checked on: its game's number on a line of one bet, and what such a line reads as. */
export interface SlipReaderCase {
  read: (text: string, options?: ParseSlipOptions) => { lines: SlipLine[]; problems: SlipProblem[] }
  /** A number of the game, as typed on a line. */
  number: string
  /** What a slip of one line, `number` at `amount`, reads as. */
  bet: (amount: number) => unknown
  /** The game's numbers, as the title names them ("00–99"). */
  range: string
  isNumber: (number: string) => boolean
  /** What a line may be pasted from: numbers, terms, units, separators, noise. */
  pieces: readonly string[]
  seed: number
  /** A line of only these is blank: it reads as nothing and is no problem either. */
  blank: RegExp
}

/**
 * What every slip reader does whatever the game: skips blank lines and chat dividers, holds the minimum
 * stake it is told, and never bets a number outside the game nor drops a line without saying so.
 */
export function itReadsAsEverySlipDoes({
  read,
  number,
  bet,
  range,
  isNumber,
  pieces,
  seed,
  blank,
}: SlipReaderCase) {
  it('skips empty lines, spaces and chat dividers', () => {
    expect(read('')).toEqual({ lines: [], problems: [] })
    expect(read('\n   \n\t\r\n-----\n=====\n...\n')).toEqual({ lines: [], problems: [] })
    expect(read(`-----\n${number} 500\n\n-----`)).toEqual(bet(500))
  })

  it('takes any amount from 1 kyat unless told a minimum', () => {
    expect(read(`${number} 1`)).toEqual(bet(1))
    expect(read(`${number} 99`, { minimumStake: 100 }).problems[0]?.reason).toBe('belowMinimum')
    expect(read(`${number} 100`, { minimumStake: 100 })).toEqual(bet(100))
    expect(() => read(`${number} 100`, { minimumStake: -1 })).toThrow(RangeError)
    expect(() => read(`${number} 100`, { minimumStake: Number.NaN })).toThrow(RangeError)
  })

  it(`never bets outside ${range} and never drops a line silently, whatever is pasted`, () => {
    // A fixed seed: the same 2,000 lines every run, so a failure can be read again.
    let state = seed
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31
      return state
    }
    for (let n = 0; n < 2000; n++) {
      const length = 1 + (next() % 6)
      const line = Array.from({ length }, () => pieces[next() % pieces.length]).join(next() % 2 ? ' ' : '')
      const { lines, problems } = read(line)
      expect(
        lines.every((l) => isNumber(l.number) && Number.isSafeInteger(l.amount) && l.amount >= 1),
        line,
      ).toBe(true)
      const isBlank = blank.test(line)
      expect(lines.length > 0 || problems.length === 1 || isBlank, line).toBe(true)
      expect(lines.length > 0 && problems.length > 0, line).toBe(false)
    }
  })
}
