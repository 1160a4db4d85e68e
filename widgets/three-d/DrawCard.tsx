import { formatDateTime, SkeletonText, useT } from '@shwe/ui'
import { memo, type ReactNode, useCallback, useEffect } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { formatCountdown, remainingMs } from '../shared/clock/countdown.logic.ts'
import { useNow } from '../shared/clock/use-now.ts'
import * as S from './Board.styles.ts'
import { type DrawInfoReading, drawQueries, THREE_D_DRAW_INFO } from './draw.queries.ts'
import { openDraw, splitDays } from './entry.logic.ts'
import { THREE_D } from './texts.ts'

/** The draw info as the entry screen reads it: loading, failed, or in with the open draw (null while closed). */
export function useDrawInfo(): {
  reading: DrawInfoReading | undefined
  hasFailed: boolean
  revalidate: () => void
} {
  const { $drawInfo } = useRuntime().stores(drawQueries)
  const { data, error }: { data?: DrawInfoReading; error?: unknown } = useFirstStore(
    $drawInfo,
    THREE_D_DRAW_INFO,
  )
  const revalidate = useCallback(() => $drawInfo.revalidate(), [$drawInfo])
  return { reading: data, hasFailed: !data && Boolean(error), revalidate }
}

/** A draw's date as the placeholder shows it (unseen): the real one has the same length. */
const SAMPLE_DATE = '2026-12-01T05:30:00Z'

/**
 * The open draw's date and the time left until its cut-off, counted on the server's clock (the device's
 * offset from `server_time` taken out once per answer), the cut-off in Yangon time. While betting is closed:
 * so, with the next draw's date.
 */
export const DrawCard = memo(function DrawCard() {
  const { t, language } = useT(THREE_D)
  const { reading, hasFailed, revalidate } = useDrawInfo()
  const now = useNow()
  const draw = reading ? openDraw(reading.info) : null
  const left = draw && reading ? remainingMs(draw.cutoff_at, reading.offsetMs, now) : null
  const hasPassed = left === 0
  // Once the cut-off passes, ask the server what is open now.
  useEffect(() => {
    if (hasPassed) revalidate()
  }, [hasPassed, revalidate])
  const dateOf = (value: string) => formatDateTime(value, language, 'date')?.text ?? value

  let body: ReactNode
  if (!reading) {
    body = hasFailed ? (
      <span>{t('draw.failed')}</span>
    ) : (
      // The card as it will be, its values unseen: a draw's lines take their place from the first paint.
      <>
        <span>
          <SkeletonText>{t('draw.title', { date: dateOf(SAMPLE_DATE) })}</SkeletonText>
        </span>
        <span>{t('draw.closesIn')}</span>
        <strong>
          <SkeletonText>{t('draw.days', { count: 2, time: '00:00:00' })}</SkeletonText>
        </strong>
        <span>
          <SkeletonText>
            {t('draw.cutoff', { time: formatDateTime(SAMPLE_DATE, language, 'datetime')?.text ?? '' })}
          </SkeletonText>
        </span>
      </>
    )
  } else if (!draw || left === null || left === 0) {
    const next = draw ? null : reading.info.next_session
    body = (
      <>
        <span>{draw || next ? t('draw.closed') : t('draw.none')}</span>
        {next && <span>{t('draw.next', { date: dateOf(next.draw_session) })}</span>}
      </>
    )
  } else {
    const { days, restMs } = splitDays(left)
    const time = formatCountdown(restMs)
    const cutoff = formatDateTime(draw.cutoff_at, language, 'datetime')
    body = (
      <>
        <span>{t('draw.title', { date: dateOf(draw.draw_session) })}</span>
        <span>{t('draw.closesIn')}</span>
        <strong role="timer">{days > 0 ? t('draw.days', { count: days, time }) : time}</strong>
        {cutoff && <span>{t('draw.cutoff', { time: cutoff.text })}</span>}
      </>
    )
  }
  return (
    <S.Card aria-busy={!reading && !hasFailed ? true : undefined}>
      <S.Countdown>{body}</S.Countdown>
    </S.Card>
  )
})
