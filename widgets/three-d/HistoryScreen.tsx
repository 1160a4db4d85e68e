import { useStore } from '@nanostores/react'
import type { ThreeDHistoryPage, ThreeDSlip } from '@shwe/contract'
import { Button, DateTime, EmptyState, ErrorState, Money, Skeleton, useT } from '@shwe/ui'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useRuntime, useSignIn } from '../WidgetRoot.tsx'
import * as B from './Board.styles.ts'
import * as S from './History.styles.ts'
import { failureOf, lineOutcome, slipTone } from './history.logic.ts'
import { historyQueries } from './history.queries.ts'
import { THREE_D } from './texts.ts'

// 16×16 line drawings; decorative, the words beside them name the state.
const ICONS = {
  pending: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
  done: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM5 8.2l2 2l4-4.2',
  won: 'M3.5 8.5l3 3l6-7',
  lost: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  waiting: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
} as const

function Icon({ path }: { path: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

type PageReading = { data?: ThreeDHistoryPage; error?: unknown }

/**
 * `/3d/history`: the player's 3D slips, newest first, a page at a time (slip number, player, total in kyat,
 * status, when placed in Yangon time); a slip opens in place of the list with its lines and a Back button.
 */
export function HistoryScreen() {
  const { session, router } = useRuntime()
  const { t } = useT(THREE_D)
  const titleId = useId()
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  return (
    <B.Screen aria-labelledby={titleId}>
      {/* A partner page has no menu: the way back to the entry screen. */}
      {router.mode === 'embedded' && <B.NavLink to="/3d">{t('nav.backTo3d')}</B.NavLink>}
      <h1 id={titleId}>{t('history.title')}</h1>
      {isSignedIn ? <SlipList /> : <SignedOut />}
    </B.Screen>
  )
}

function SignedOut() {
  const { t } = useT(THREE_D)
  const { t: tc } = useT('common')
  const requestSignIn = useSignIn()
  return (
    <B.Card>
      <p>{t('history.signedOut')}</p>
      <Button onClick={() => requestSignIn()}>{tc('signIn.submit')}</Button>
    </B.Card>
  )
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT(THREE_D)
  const { t: tc } = useT('common')
  const failure = failureOf(error)
  const message =
    failure.kind === 'message'
      ? failure.message
      : failure.kind === 'network'
        ? t('history.network')
        : t('history.failed')
  return <ErrorState message={message} retryLabel={tc('actions.retry')} onRetry={onRetry} />
}

function Loading({ rows }: { rows: number }) {
  const { t } = useT(THREE_D)
  return (
    <S.Loading role="status" aria-busy="true">
      <p>{t('history.loading')}</p>
      {Array.from({ length: rows }, (_, index) => index).map((row) => (
        <Skeleton key={row} height={S.ROW_HEIGHT} radius={10} />
      ))}
    </S.Loading>
  )
}

function SlipList() {
  const queries = useRuntime().stores(historyQueries)
  const { t } = useT(THREE_D)
  const first = queries.page(1)
  const { data, error }: PageReading = useStore(first, { ssr: () => ({ loading: true }) })
  const [pages, setPages] = useState(1)
  const [open, setOpen] = useState<ThreeDSlip | null>(null)
  const backTo = useRef<number | null>(null)
  const rows = useRef(new Map<number, HTMLButtonElement>())

  // Back returns focus to the slip that was opened.
  useEffect(() => {
    if (open === null && backTo.current !== null) {
      rows.current.get(backTo.current)?.focus()
      backTo.current = null
    }
  }, [open])

  if (!data && error) return <LoadFailed error={error} onRetry={() => first.revalidate()} />
  if (!data) return <Loading rows={4} />
  if (open) {
    return (
      <SlipDetail
        slip={open}
        onBack={() => {
          backTo.current = open.id
          setOpen(null)
        }}
      />
    )
  }
  if (data.slips.length === 0) return <EmptyState message={t('history.empty')} />
  const rowRef = (id: number) => (node: HTMLButtonElement | null) => {
    if (node) rows.current.set(id, node)
    else rows.current.delete(id)
  }
  return (
    <>
      <S.Rows aria-label={t('history.list')}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <PageRows key={page} page={page} onOpen={setOpen} rowRef={rowRef} />
        ))}
      </S.Rows>
      <More key={pages} page={pages} onMore={() => setPages(pages + 1)} />
    </>
  )
}

/** One page's slips as rows of the list; a later page shows its own loading and failure. */
function PageRows({
  page,
  onOpen,
  rowRef,
}: {
  page: number
  onOpen: (slip: ThreeDSlip) => void
  rowRef: (id: number) => (node: HTMLButtonElement | null) => void
}) {
  const { t } = useT(THREE_D)
  const store = useRuntime().stores(historyQueries).page(page)
  const { data, error }: PageReading = useStore(store, { ssr: () => ({ loading: true }) })
  if (!data) {
    return (
      <li>
        {error ? <LoadFailed error={error} onRetry={() => store.revalidate()} /> : <Loading rows={2} />}
      </li>
    )
  }
  return data.slips.map((slip) => (
    <li key={slip.id}>
      <S.Row type="button" ref={rowRef(slip.id)} onClick={() => onOpen(slip)}>
        <span>{t('history.slipNo', { number: slip.slip_no })}</span>
        <strong>
          <Money amount={slip.total_bet_amount} label="kyats" alwaysPya />
        </strong>
        <span>{slip.player_name}</span>
        <span>
          <SlipStatus status={slip.status} />
        </span>
        <span>
          <DateTime value={slip.created_at} />
        </span>
      </S.Row>
    </li>
  ))
}

/** "Load more" while the last page shown says there are more. */
function More({ page, onMore }: { page: number; onMore: () => void }) {
  const { t } = useT(THREE_D)
  const { data }: PageReading = useStore(useRuntime().stores(historyQueries).page(page), {
    ssr: () => ({ loading: true }),
  })
  const pagination = data?.pagination
  if (!pagination || pagination.current_page >= pagination.total_pages) return null
  return (
    <Button $variant="ghost" onClick={onMore}>
      {t('history.more')}
    </Button>
  )
}

function SlipStatus({ status }: { status: string }) {
  const { t } = useT(THREE_D)
  const tone = slipTone(status)
  const label = status === 'pending' || status === 'completed' ? t(`history.statuses.${status}`) : status
  return (
    <S.State $tone={tone}>
      <Icon path={ICONS[tone]} />
      {label}
    </S.State>
  )
}

function SlipDetail({ slip, onBack }: { slip: ThreeDSlip; onBack: () => void }) {
  const { t } = useT(THREE_D)
  const heading = useRef<HTMLHeadingElement>(null)
  const linesId = useId()
  useEffect(() => heading.current?.focus(), [])

  let lines: ReactNode
  if (slip.three_d_bets.length === 0) {
    lines = <p>{t('history.noLines')}</p>
  } else {
    lines = (
      <S.LinesBox>
        <S.Lines aria-labelledby={linesId}>
          <thead>
            <tr>
              <th scope="col">{t('history.number')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.kind')}</th>
              <th scope="col">{t('history.payout')}</th>
              <th scope="col">{t('history.result')}</th>
            </tr>
          </thead>
          <tbody>
            {slip.three_d_bets.map((line) => {
              const outcome = lineOutcome(line)
              return (
                <tr key={line.id}>
                  <td>{line.bet_number}</td>
                  <td>
                    <Money amount={line.bet_amount} label="kyats" alwaysPya />
                  </td>
                  <td>{line.is_permutation ? t('history.permutation') : t('history.straight')}</td>
                  <td>
                    {/* The server fills the payout in when the draw is settled; until then there is none to show. */}
                    {outcome === 'waiting' ? (
                      '–'
                    ) : (
                      <Money amount={line.potential_payout} label="kyats" alwaysPya />
                    )}
                  </td>
                  <td>
                    <S.Outcome $outcome={outcome}>
                      <Icon path={ICONS[outcome]} />
                      {t(`history.${outcome}`)}
                    </S.Outcome>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </S.Lines>
      </S.LinesBox>
    )
  }

  return (
    <B.Card>
      <Button $variant="ghost" onClick={onBack} style={{ justifySelf: 'start' }}>
        {t('history.back')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {t('history.slipNo', { number: slip.slip_no })}
      </h2>
      <S.Facts>
        <dt>{t('history.player')}</dt>
        <dd>{slip.player_name}</dd>
        <dt>{t('history.total')}</dt>
        <dd>
          <Money amount={slip.total_bet_amount} label="kyats" alwaysPya />
        </dd>
        <dt>{t('history.status')}</dt>
        <dd>
          <SlipStatus status={slip.status} />
        </dd>
        <dt>{t('history.drawDate')}</dt>
        <dd>
          <DateTime value={slip.draw_session} variant="date" />
        </dd>
        <dt>{t('history.created')}</dt>
        <dd>
          <DateTime value={slip.created_at} />
        </dd>
        <dt>{t('history.before')}</dt>
        <dd>
          <Money amount={slip.before_balance} label="kyats" alwaysPya />
        </dd>
        <dt>{t('history.after')}</dt>
        <dd>
          <Money amount={slip.after_balance} label="kyats" alwaysPya />
        </dd>
      </S.Facts>
      <h3 id={linesId}>{t('history.lines')}</h3>
      {lines}
    </B.Card>
  )
}
