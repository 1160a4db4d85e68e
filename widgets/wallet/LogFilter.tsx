import { MAX_LOG_RANGE_DAYS } from '@shwe/contract'
import { GAME_LOG_PERIODS } from '@shwe/domain'
import { Button, useT, yangonDay } from '@shwe/ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import * as S from './LogFilter.styles.ts'
import { isSameRange, type LogRange, type RangeProblem, rangeProblem } from './log.logic.ts'
import { WALLET } from './texts.ts'

export type { LogRange } from './log.logic.ts'

export interface LogFilterProps {
  /** What the log shows now. */
  value: LogRange
  /** Called with a preset period, "all", or a custom range once it is valid (never with a refused one). */
  onChange: (value: LogRange) => void
  /** Offers "All" before the periods. */
  allowAll?: boolean
  /** The clock for "today" (the date inputs' latest day); the device's by default. */
  now?: () => Date
}

const PROBLEM_TEXT = {
  missing: 'filter.errors.missing',
  order: 'filter.errors.order',
  tooLong: 'filter.errors.tooLong',
} as const

/**
 * Chooses what a log shows: today, yesterday, this week, last week (Yangon calendar, weeks from Monday), or a
 * custom range of Yangon dates, and "All" when allowed. A custom range whose end is before its start, or that
 * spans more than 92 days, is refused in the form with the reason, and `onChange` is not called.
 */
export function LogFilter({ value, onChange, allowAll = false, now = () => new Date() }: LogFilterProps) {
  const { t } = useT(WALLET)
  const id = useId()
  const [from, setFrom] = useState(value.kind === 'range' ? value.from : '')
  const [to, setTo] = useState(value.kind === 'range' ? value.to : '')
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const presets: LogRange[] = [
    ...(allowAll ? [{ kind: 'all' } as const] : []),
    ...GAME_LOG_PERIODS.map((period) => ({ kind: 'period', period }) as const),
  ]
  const valueFrom = value.kind === 'range' ? value.from : null
  const valueTo = value.kind === 'range' ? value.to : null

  // A range chosen from outside (a route, a reset) shows in the inputs.
  useEffect(() => {
    if (valueFrom !== null && valueTo !== null) {
      setFrom(valueFrom)
      setTo(valueTo)
      setProblem(null)
    }
  }, [valueFrom, valueTo])

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = rangeProblem({ from, to })
    setProblem(found)
    if (found) return
    const chosen: LogRange = { kind: 'range', from, to }
    if (!isSameRange(chosen, value)) onChange(chosen)
  }

  const today = yangonDay(now())
  const errorId = `${id}-error`
  const isInvalid = problem ? true : undefined
  return (
    <S.Filter>
      <S.Presets role="group" aria-label={t('filter.label')}>
        {presets.map((preset) => {
          const key = preset.kind === 'period' ? preset.period : preset.kind
          const isPressed = isSameRange(preset, value)
          return (
            <button
              key={key}
              type="button"
              aria-pressed={isPressed}
              onClick={() => {
                setProblem(null)
                if (!isPressed) onChange(preset)
              }}
            >
              {t(preset.kind === 'period' ? `filter.${preset.period}` : 'filter.all')}
            </button>
          )
        })}
      </S.Presets>
      <S.RangeForm
        noValidate
        onSubmit={apply}
        aria-label={t('filter.custom')}
        $isActive={value.kind === 'range'}
      >
        <label>
          {t('filter.from')}
          <input
            type="date"
            value={from}
            max={today}
            aria-invalid={isInvalid}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label>
          {t('filter.to')}
          <input
            type="date"
            value={to}
            min={from || undefined}
            max={today}
            aria-invalid={isInvalid}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" $variant={value.kind === 'range' ? 'gold' : 'ghost'}>
          {t('filter.apply')}
        </Button>
        {problem && (
          <S.RangeProblem id={errorId} role="alert">
            {t(PROBLEM_TEXT[problem], { days: MAX_LOG_RANGE_DAYS })}
          </S.RangeProblem>
        )}
      </S.RangeForm>
    </S.Filter>
  )
}
