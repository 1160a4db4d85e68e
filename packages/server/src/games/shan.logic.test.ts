import { describe, expect, it } from 'vitest'
import {
  type Card,
  cardValue,
  newDeck,
  playShan,
  RETURN_PERCENT,
  shanOutcomeWeights,
  shanPayout,
  shuffle,
} from './shan.logic.ts'

describe('Shan Koe Mee rules', () => {
  it('returns exactly 97.741% to the player over every possible deal, below 100%', () => {
    const w = shanOutcomeWeights()
    expect(w.total).toBe(52 * 51 * 50 * 49 * 48 * 47)
    expect(w.win + w.tie + w.lose).toBe(w.total)
    // Same rules on both sides: the player wins exactly as often as the banker.
    expect(w.win).toBe(w.lose)
    expect(w).toEqual({ win: 6_621_968_960, tie: 1_414_196_480, lose: 6_621_968_960, total: 14_658_134_400 })
    const returned = BigInt(w.win) * RETURN_PERCENT.win + BigInt(w.tie) * RETURN_PERCENT.tie
    const staked = BigInt(w.total) * 100n
    expect(returned < staked).toBe(true)
    // 97.741% to three decimals of a percent.
    expect((returned * 100_000n) / staked).toBe(97_741n)
  })

  it.each([
    ['A♠', 1],
    ['9♥', 9],
    ['10♦', 0],
    ['J♣', 0],
    ['K♠', 0],
  ] as const)('counts %s as %i', (card, value) => {
    expect(cardValue(card)).toBe(value)
  })

  const deal = (...cards: Card[]) => playShan(cards, cardValue)

  it('lets a two-card Shan win at once, without draws', () => {
    // Player 4♠ + 4♥ = 8 (Shan); banker A♠ + 2♠ = 3 would draw, but nobody draws.
    const hand = deal('4♠', 'A♠', '4♥', '2♠', '9♦', '5♦')
    expect(hand.player).toEqual({ cards: ['4♠', '4♥'], points: 8, shan: true })
    expect(hand.banker.cards).toHaveLength(2)
    expect(hand.result).toBe('win')
  })

  it('compares two Shans: 9 beats 8, equal ties', () => {
    expect(deal('4♠', '5♠', '4♥', '4♦', 'K♠', 'K♥').result).toBe('lose')
    expect(deal('4♠', '5♠', '4♥', '3♦', 'K♠', 'K♥').result).toBe('tie')
  })

  it('draws a third card below 4 points, player first, and wraps points mod 10', () => {
    // Player K + 3 = 3 draws 9 → 12 → 2; banker 5 + 2 = 7 stands.
    const hand = deal('K♠', '5♠', '3♥', '2♦', '9♣', 'A♣')
    expect(hand.player).toEqual({ cards: ['K♠', '3♥', '9♣'], points: 2, shan: false })
    expect(hand.banker).toEqual({ cards: ['5♠', '2♦'], points: 7, shan: false })
    expect(hand.result).toBe('lose')
  })

  it('pays 195% on a win, the stake on a tie, nothing on a loss', () => {
    expect(shanPayout(100_000n, 'win')).toBe(195_000n)
    expect(shanPayout(100_000n, 'tie')).toBe(100_000n)
    expect(shanPayout(100_000n, 'lose')).toBe(0n)
  })

  it('shuffles a full deck into a permutation', () => {
    const deck = newDeck()
    expect(new Set(deck).size).toBe(52)
    let seed = 7
    const shuffled = shuffle(deck, (max) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % max
    })
    expect([...shuffled].sort()).toEqual([...deck].sort())
    expect(shuffled).not.toEqual(deck)
  })
})
