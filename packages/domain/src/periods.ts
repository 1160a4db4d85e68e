import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns/addDays'
import { format } from 'date-fns/format'
import { startOfDay } from 'date-fns/startOfDay'
import { startOfWeek } from 'date-fns/startOfWeek'
import type { GameLogPeriod } from './game-log-periods.ts'
import { YANGON } from './time.ts'

export interface PeriodBounds {
  /** Half-open instant range [start, end) for queries. */
  start: Date
  end: Date
  /** First and last second of the period, `YYYY-MM-DD HH:mm:ss` on Yangon clocks, as the contract shows them. */
  from: string
  to: string
}

/** The Yangon calendar day or Monday-to-Sunday week the period names, relative to `now`. */
export function periodBounds(period: GameLogPeriod, now: Date): PeriodBounds {
  const today = startOfDay(new TZDate(now, YANGON))
  const thisWeek = startOfWeek(today, { weekStartsOn: 1 })
  const ranges: Record<GameLogPeriod, [TZDate, TZDate]> = {
    today: [today, addDays(today, 1)],
    yesterday: [addDays(today, -1), today],
    this_week: [thisWeek, addDays(thisWeek, 7)],
    last_week: [addDays(thisWeek, -7), thisWeek],
  }
  const [start, end] = ranges[period]
  const stamp = (at: TZDate) => format(at, 'yyyy-MM-dd HH:mm:ss')
  return {
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    from: stamp(start),
    to: stamp(new TZDate(end.getTime() - 1000, YANGON)),
  }
}
