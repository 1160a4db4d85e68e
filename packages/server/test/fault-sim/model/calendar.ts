/** The draw calendar on the Yangon clock (UTC+06:30 all year), as the product rules state it. */

export type Game = '2d' | '3d'
export type Session = 'morning' | 'evening' | 'draw'

export interface DrawRef {
  game: Game
  date: string
  session: Session
}

export const drawKey = (draw: DrawRef): string => `${draw.game}:${draw.date}:${draw.session}`

/** The instant of wall-clock time `HH:mm` on a Yangon date. */
export const yangonAt = (date: string, time: string): Date => new Date(`${date}T${time}:00+06:30`)

const YANGON_OFFSET_MS = 390 * 60_000

/** The Yangon calendar date and weekday (0 = Sunday) of an instant. */
export function yangonDay(at: Date): { date: string; weekday: number } {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS)
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() }
}

/** 2D: weekdays, the morning number at 12:01 and the evening one at 16:30; bets close 10 minutes before. */
export const TWO_D_TIMES = {
  morning: { cutoff: '11:51', result: '12:01' },
  evening: { cutoff: '16:20', result: '16:30' },
} as const

/** 3D: the result at 14:30 on a draw date; bets for that draw close at 12:00 and reopen for the next at 14:30. */
export const THREE_D_TIMES = { cutoff: '12:00', result: '14:30' } as const

export const isTradingDay = (date: string): boolean => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** The 2D draw a slip placed at `at` joins, or null while 2D betting is closed. */
export function openTwoDDraw(at: Date): DrawRef | null {
  const { date } = yangonDay(at)
  if (!isTradingDay(date)) return null
  if (at < yangonAt(date, TWO_D_TIMES.morning.cutoff)) return { game: '2d', date, session: 'morning' }
  if (at >= yangonAt(date, TWO_D_TIMES.morning.result) && at < yangonAt(date, TWO_D_TIMES.evening.cutoff))
    return { game: '2d', date, session: 'evening' }
  return null
}

/** The 3D draw a slip placed at `at` joins, or null between a draw's cut-off and its result. */
export function openThreeDDraw(at: Date, drawDates: readonly string[]): DrawRef | null {
  for (const date of drawDates) {
    if (at < yangonAt(date, THREE_D_TIMES.cutoff)) return { game: '3d', date, session: 'draw' }
    if (at < yangonAt(date, THREE_D_TIMES.result)) return null
  }
  return null
}

/** When a draw's result is published. */
export function resultTime(draw: DrawRef): Date {
  if (draw.game === '3d') return yangonAt(draw.date, THREE_D_TIMES.result)
  return yangonAt(
    draw.date,
    draw.session === 'evening' ? TWO_D_TIMES.evening.result : TWO_D_TIMES.morning.result,
  )
}
