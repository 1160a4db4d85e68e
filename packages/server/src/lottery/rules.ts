import {
  isTradingDay,
  parseOdds,
  permutations,
  type Ratio,
  type TwoDSession,
  threeDDraw,
  twoDDraw,
  twoDResultAt,
} from '@shwe/domain'
import { type AppConfig, threeDSchedule, twoDSchedule } from '../config.ts'
import type { DrawSession, LotteryGame } from './schema.ts'

/**
 * What differs between the 2D and the 3D lottery, as data: which draw takes bets at a given instant, the
 * limits, and which numbers a result pays at which odds. Everything else (placing, capping, settling,
 * listing) is shared.
 */

export interface Draw {
  game: LotteryGame
  drawDate: string
  session: DrawSession
}

export interface OpenDraw extends Draw {
  cutoffAt: Date
}

/** One way a result pays: lines on `numbers` get `odds` × stake. */
export interface PrizeRule {
  prize: 'exact' | 'permutation'
  numbers: string[]
  odds: Ratio
}

export interface LotteryRules {
  game: LotteryGame
  /** The draw a bet placed at `now` joins, or null while betting is closed. */
  openDraw(now: Date): OpenDraw | null
  /** When a draw's result is due; no result is accepted before it. */
  resultAt(draw: Draw): Date
  /** Whether `drawDate`/`session` names a draw of this game's calendar. */
  isDraw(drawDate: string, session: DrawSession): boolean
  minPya: bigint
  capPya: bigint
  /** The prizes a winning number pays, mutually exclusive. */
  prizes(number: string): PrizeRule[]
  closedMessage: string
}

export function twoDRules(config: AppConfig): LotteryRules {
  const schedule = twoDSchedule(config)
  const exact = parseOdds(config.twoDOdds.exact)
  return {
    game: '2d',
    openDraw(now) {
      const { current } = twoDDraw(now, schedule)
      if (!current?.open) return null
      return { game: '2d', drawDate: current.date, session: current.session, cutoffAt: current.cutoffAt }
    },
    resultAt: (draw) => twoDResultAt(draw.drawDate, draw.session as TwoDSession),
    isDraw(drawDate, session) {
      if (session !== 'morning' && session !== 'evening') return false
      try {
        return isTradingDay(drawDate, schedule.holidays)
      } catch {
        return false
      }
    },
    minPya: config.twoDMinPya,
    capPya: config.twoDCapPya,
    prizes: (number) => [{ prize: 'exact', numbers: [number], odds: exact }],
    closedMessage: '2D betting is closed at this time. Welcome back next time!',
  }
}

export function threeDRules(config: AppConfig): LotteryRules {
  const schedule = threeDSchedule(config)
  const exact = parseOdds(config.threeDOdds.exact)
  const permutation = parseOdds(config.threeDOdds.permutation)
  const drawOn = (drawDate: string) => {
    // The state just before the draw's cut-off has that draw as `next`, whatever the calendar.
    const { next } = threeDDraw(new Date(`${drawDate}T00:00:00+06:30`), schedule)
    return next.drawDate === drawDate ? next : null
  }
  return {
    game: '3d',
    openDraw(now) {
      const { next, previous } = threeDDraw(now, schedule)
      // Between a draw's cut-off and its result nothing is taken; then the next draw opens.
      if (previous && now < previous.resultAt) return null
      return { game: '3d', drawDate: next.drawDate, session: 'draw', cutoffAt: next.cutoffAt }
    },
    resultAt(draw) {
      const found = drawOn(draw.drawDate)
      if (!found) throw new RangeError(`no 3D draw on ${draw.drawDate}`)
      return found.resultAt
    },
    isDraw(drawDate, session) {
      if (session !== 'draw') return false
      try {
        return drawOn(drawDate) !== null
      } catch {
        return false
      }
    },
    minPya: config.threeDMinPya,
    capPya: config.threeDCapPya,
    prizes: (number) => [
      { prize: 'exact', numbers: [number], odds: exact },
      { prize: 'permutation', numbers: permutations(number).filter((n) => n !== number), odds: permutation },
    ],
    closedMessage: '3D betting is closed until this draw’s result is out. Welcome back after 14:30!',
  }
}
