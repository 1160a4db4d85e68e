import type { LiveSnapshot } from '@shwe/contract'
import { Button, Dialog, ErrorState, formatDateTime, Skeleton, useT, VisuallyHidden } from '@shwe/ui'
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { formatCountdown, remainingMs } from '../shared/clock/countdown.logic.ts'
import { useNow } from '../shared/clock/use-now.ts'
import { LazyWinAlerts } from '../shared/win-alerts/LazyWinAlerts.tsx'
import * as S from './Live.styles.ts'
import { useLiveFeed } from './live.feed.ts'
import {
  closedReason,
  digitsOf,
  holidayOf,
  isStale,
  nextCutoff,
  RESULT_SLOTS,
  resultsBySlot,
} from './live.logic.ts'
import { type DrawInfoReading, liveQueries, TWO_D_DRAW_INFO } from './live.queries.ts'
import { TWO_D } from './texts.ts'

const TIME = /^\d{2}:\d{2}(:\d{2})?$/

/**
 * The 2D home (`/2d`): the live SET, value and 2D number from the server's stream (polling only while the
 * stream is down), today's four snapshots, the last update and a stale mark, the closed state, a countdown to
 * the next cut-off on the server's clock, the bet button and the slips chooser.
 */
export function LiveScreen() {
  const { t } = useT(TWO_D)
  const { t: tc } = useT('common')
  const titleId = useId()
  const feed = useLiveFeed()
  const { $drawInfo } = useRuntime().stores(liveQueries)
  const drawInfo: { data?: DrawInfoReading; error?: unknown } = useFirstStore($drawInfo, TWO_D_DRAW_INFO)
  const now = useNow()
  const [isChooserOpen, setChooserOpen] = useState(false)
  const offsetMs = drawInfo.data?.offsetMs ?? 0
  const { snapshot } = feed
  const revalidate = useCallback(() => $drawInfo.revalidate(), [$drawInfo])

  return (
    <S.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{t('live.title')}</h1>
      {!snapshot && feed.hasFailed ? (
        <S.Card>
          <ErrorState message={t('live.failed')} retryLabel={tc('actions.retry')} onRetry={feed.retry} />
        </S.Card>
      ) : (
        <Board
          snapshot={snapshot}
          isStale={
            snapshot !== null &&
            (feed.hasFailed ||
              isStale({
                snapshot,
                isGarbage: feed.isGarbage,
                lastChangeAt: feed.lastChangeAt,
                now,
                offsetMs,
              }))
          }
        />
      )}
      <Countdown
        reading={drawInfo.data}
        hasFailed={Boolean(drawInfo.error)}
        now={now}
        onPassed={revalidate}
      />
      <S.Actions>
        <S.LinkButton to="/2d/bet">{t('live.bet')}</S.LinkButton>
        <Button $variant="ghost" onClick={() => setChooserOpen(true)} aria-haspopup="dialog">
          {t('live.history')}
        </Button>
      </S.Actions>
      <LazyWinAlerts />
      <Dialog
        open={isChooserOpen}
        title={t('live.chooser.title')}
        closeLabel={tc('actions.close')}
        onClose={() => setChooserOpen(false)}
      >
        <S.Choices aria-label={t('live.chooser.title')}>
          <S.LinkButton to="/morning-bet-slip" onClick={() => setChooserOpen(false)}>
            {t('live.chooser.morning')}
          </S.LinkButton>
          <S.LinkButton to="/evening-bet-slip" $variant="ghost" onClick={() => setChooserOpen(false)}>
            {t('live.chooser.evening')}
          </S.LinkButton>
        </S.Choices>
      </Dialog>
    </S.Screen>
  )
}

/** The live number with SET and value, the last update, the stale mark and today's snapshots. */
function Board({ snapshot, isStale }: { snapshot: LiveSnapshot | null; isStale: boolean }) {
  const { t } = useT(TWO_D)
  const digits = digitsOf(snapshot?.live.twod)
  const closed = snapshot ? closedReason(snapshot) : null
  const results = snapshot ? resultsBySlot(snapshot) : null
  const time = snapshot && TIME.test(snapshot.live.time) ? snapshot.live.time : null
  // A SET holiday the board knows is named in the player's language; any other as the feed names it.
  const holidayName = (name: string) => {
    const holiday = holidayOf(name)
    if (!holiday) return name
    const local = t(`live.holidays.${holiday.key}`)
    return holiday.isSubstitute ? t('live.holidays.substitute', { name: local }) : local
  }
  const figure = (text: string | undefined) =>
    snapshot ? text && text !== '--' ? text : '--' : <Skeleton width="8ch" height="1.2em" />

  return (
    <>
      <S.Board aria-busy={snapshot ? undefined : true}>
        {/* In the page as served, at its full size: the first paint already holds the board's largest text. */}
        <S.LiveNumber $isStale={isStale} aria-label={`${t('live.liveNumber')}: ${digits ?? '--'}`}>
          {digits ?? '--'}
        </S.LiveNumber>
        <S.Figures>
          <dt>{t('live.set')}</dt>
          <dd>{figure(snapshot?.live.set)}</dd>
          <dt>{t('live.value')}</dt>
          <dd>{figure(snapshot?.live.value)}</dd>
        </S.Figures>
        {/* Two lines held from the first paint: a closed day's notice comes with the data and moves nothing. */}
        <S.Status>
          {closed && (
            <S.Closed>
              {closed.kind === 'weekend'
                ? t('live.closed.weekend')
                : closed.name
                  ? t('live.closed.holiday', { name: holidayName(closed.name) })
                  : t('live.closed.holidayUnnamed')}
            </S.Closed>
          )}
          <span>
            {snapshot ? (time ? t('live.updated', { time }) : t('live.noUpdate')) : t('live.loading')}
          </span>
          {isStale && (
            <S.StaleMark>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M8 1.5l6.5 12h-13zM8 6v3.5M8 11.5v.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('live.stale')}
            </S.StaleMark>
          )}
        </S.Status>
        {/* Only the 2D number is announced, and only when it changes. */}
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {digits ? t('live.announce', { number: digits }) : ''}
        </VisuallyHidden>
      </S.Board>
      <S.Card>
        <h2>{t('live.results')}</h2>
        <S.Results>
          {RESULT_SLOTS.map((slot) => (
            <S.Result key={slot} data-slot={slot}>
              <span>{slot}</span>
              {results ? (
                <strong>{digitsOf(results[slot]?.twod) ?? '--'}</strong>
              ) : (
                <Skeleton width="2.4ch" height={34} />
              )}
            </S.Result>
          ))}
        </S.Results>
      </S.Card>
    </>
  )
}

/** Time left until the next cut-off by the server's clock, and the cut-off itself in Yangon time. */
function Countdown({
  reading,
  hasFailed,
  now,
  onPassed,
}: {
  reading: DrawInfoReading | undefined
  hasFailed: boolean
  now: number
  onPassed: () => void
}) {
  const { t, language } = useT(TWO_D)
  const cutoff = reading ? nextCutoff(reading.info) : null
  const left = cutoff && reading ? remainingMs(cutoff.at, reading.offsetMs, now) : null
  const hasPassed = left === 0
  // Once the cut-off passes, ask the server which draw is next.
  useEffect(() => {
    if (hasPassed) onPassed()
  }, [hasPassed, onPassed])

  let body: ReactNode
  if (!reading) {
    body = hasFailed ? <span>{t('live.countdown.none')}</span> : <Skeleton width="16ch" height="1.6em" />
  } else if (!cutoff || left === null) {
    body = <span>{t('live.countdown.none')}</span>
  } else if (left === 0) {
    body = <span>{t('live.countdown.closed')}</span>
  } else {
    const at = formatDateTime(cutoff.at, language, 'time')
    body = (
      <>
        <span>{t('live.countdown.label')}</span>
        <strong role="timer">{formatCountdown(left)}</strong>
        <span>
          {t(`live.countdown.${cutoff.session}`)}
          {at ? ` · ${t('live.countdown.at', { time: at.text })}` : ''}
        </span>
      </>
    )
  }
  return (
    <S.Card>
      <S.Countdown>{body}</S.Countdown>
    </S.Card>
  )
}
