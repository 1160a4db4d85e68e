/**
 * Shan Koe Mee, player against the banker (the house), one 52-card deck shuffled for every hand.
 *
 * - Cards count A = 1, 2–9 face value, 10/J/Q/K = 0; a hand is worth the sum of its cards mod 10.
 * - Each side gets two cards, dealt alternately (player first). Two cards worth 8 or 9 are "Shan": a Shan
 *   beats any other hand at once and nobody draws; two Shans compare (9 beats 8, equal is a tie).
 * - Otherwise each side below 4 points draws one more card, the player first: a fixed rule, so the player
 *   makes no decision and one request settles the hand. The higher hand wins; equal points tie.
 * - A win returns the stake plus 95% of it (the house keeps 5% of the winnings, as a dealer's commission);
 *   a tie returns the stake; a loss returns nothing.
 *
 * Both sides play by the same rules, so the player wins as often as the banker; the commission is the house
 * edge. Exact figures from enumerating every deal (`shanOutcomeWeights`): win 45.176%, tie 9.648%, loss
 * 45.176%, return to player 97.741%.
 */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
export const SUITS = ['♠', '♥', '♦', '♣'] as const
export type Rank = (typeof RANKS)[number]
export type Suit = (typeof SUITS)[number]
export type Card = `${Rank}${Suit}`

export type ShanResult = 'win' | 'tie' | 'lose'

/** Percent of the stake a result returns, stake included. */
export const RETURN_PERCENT: Record<ShanResult, bigint> = { win: 195n, tie: 100n, lose: 0n }

/** A side draws a third card below this many points. */
export const DRAW_BELOW = 4

export function newDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`))
}

/** Fisher–Yates with the given source of uniform integers in [0, max); pass `crypto.randomInt`. */
export function shuffle<T>(items: readonly T[], randomBelow: (max: number) => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

export function cardValue(card: Card): number {
  const rank = card.slice(0, -1)
  if (rank === 'A') return 1
  const face = Number(rank)
  return face >= 2 && face <= 9 ? face : 0
}

export interface ShanHand<C> {
  cards: C[]
  points: number
  shan: boolean
}

export interface ShanDeal<C> {
  player: ShanHand<C>
  banker: ShanHand<C>
  result: ShanResult
}

const compare = (player: number, banker: number): ShanResult =>
  player > banker ? 'win' : player < banker ? 'lose' : 'tie'

/**
 * Plays one hand from the top of a shuffled deck (at least six cards): player gets cards 1 and 3, banker
 * 2 and 4, then card 5 is the player's draw and card 6 the banker's, each used only when that side draws.
 */
export function playShan<C>(deck: readonly C[], value: (card: C) => number): ShanDeal<C> {
  if (deck.length < 6) throw new Error('shan: six cards needed')
  const [p1, b1, p2, b2, p3, b3] = deck as [C, C, C, C, C, C]
  const points = (cards: C[]) => cards.reduce((sum, card) => sum + value(card), 0) % 10
  const player: ShanHand<C> = { cards: [p1, p2], points: points([p1, p2]), shan: false }
  const banker: ShanHand<C> = { cards: [b1, b2], points: points([b1, b2]), shan: false }
  player.shan = player.points >= 8
  banker.shan = banker.points >= 8
  if (player.shan || banker.shan) {
    const result =
      player.shan && banker.shan ? compare(player.points, banker.points) : player.shan ? 'win' : 'lose'
    return { player, banker, result }
  }
  for (const [hand, card] of [
    [player, p3],
    [banker, b3],
  ] as const) {
    if (hand.points < DRAW_BELOW) {
      hand.cards.push(card)
      hand.points = points(hand.cards)
    }
  }
  return { player, banker, result: compare(player.points, banker.points) }
}

/** Pya returned for a result, stake included; fractions of a pya stay with the house. */
export const shanPayout = (stake: bigint, result: ShanResult): bigint =>
  (stake * RETURN_PERCENT[result]) / 100n

/**
 * How many of the 52·51·50·49·48·47 ordered six-card deals end in each result. Cards enter only through
 * their values (0 has 16 cards, 1–9 four each), so the enumeration runs over value sequences weighted by how
 * many card sequences give them: a million cases instead of fifteen billion.
 */
export function shanOutcomeWeights(): Record<ShanResult, number> & { total: number } {
  const left = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4]
  const weights = { win: 0, tie: 0, lose: 0, total: 0 }
  const deal: number[] = []
  const identity = (v: number) => v
  const walk = (weight: number) => {
    if (deal.length === 6) {
      weights[playShan(deal, identity).result] += weight
      weights.total += weight
      return
    }
    for (let v = 0; v < 10; v++) {
      const n = left[v] ?? 0
      if (n === 0) continue
      left[v] = n - 1
      deal.push(v)
      walk(weight * n)
      deal.pop()
      left[v] = n
    }
  }
  walk(1)
  return weights
}
