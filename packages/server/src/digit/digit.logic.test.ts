import { describe, expect, it } from 'vitest'
import { historyRow } from './digit.logic.ts'

describe('historyRow', () => {
  const bet = {
    createdAt: new Date('2026-11-22T04:11:03Z'),
    betType: 'small',
    digit: null,
    betAmount: 1_050n,
    multiplier: 5,
    stake: 5_250n,
    rolledNumber: 3,
    outcome: 'win',
    winAmount: 9_975n,
    nonce: 12,
    commitment: 'ab12',
  } as const

  it('uses the contract field names, Yangon time and kyat numbers', () => {
    expect(historyRow(bet)).toEqual({
      timestamp: '2026-11-22 10:41:03',
      betType: 'small',
      digit: null,
      rolledNumber: 3,
      outcome: 'win',
      bet_amount: 10.5,
      multiplier: '5.00',
      win_amount: 99.75,
      profit: 47.25,
      nonce: 12,
      commitment: 'ab12',
    })
  })

  it('shows a loss as no win and the whole stake lost', () => {
    const lost = historyRow({ ...bet, betType: 'digit', digit: 0, outcome: 'lose', winAmount: 0n })
    expect(lost).toMatchObject({ betType: 'digit', digit: 0, win_amount: 0, profit: -52.5 })
  })
})
