import { useStore } from '@nanostores/react'
import type { TwoDSession, TwoDSlip } from '@shwe/contract'
import { Button, DateTime, EmptyState, ErrorState, Money, Skeleton, useT, VisuallyHidden } from '@shwe/ui'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useRuntime, useSignIn } from '../WidgetRoot.tsx'
import { BackToLive } from './BackToLive.tsx'
import * as S from './Slips.styles.ts'
import { lineOutcome, slipsFailureOf, slipTone } from './slips.logic.ts'
import { slipsQueries } from './slips.queries.ts'
import { TWO_D } from './texts.ts'

export interface SlipsScreenProps {
  session: TwoDSession
}

// 16×16 line drawings; decorative, the words beside them name the state.
const ICONS = {
  pending: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
  done: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM5 8.2l2 2l4-4.2',
  won: 'M3.5 8.5l3 3l6-7',
  lost: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  awaiting: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
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

/**
 * The player's 2D slips of one session (`/morning-bet-slip`, `/evening-bet-slip`): a list, and a slip's lines
 * in place of the list with a Back button. The chosen slip lives in this component only.
 */
export function SlipsScreen({ session }: SlipsScreenProps) {
  const { session: playerSession } = useRuntime()
  const { t } = useT(TWO_D)
  const titleId = useId()
  const isSignedIn = useStore(playerSession.$isSignedIn, { ssr: () => false })

  return (
    <S.Screen aria-labelledby={titleId}>
      <BackToLive />
      <h1 id={titleId}>{t(`slips.title.${session}`)}</h1>
      {isSignedIn ? <SlipList key={session} session={session} /> : <SignedOut />}
    </S.Screen>
  )
}

function SignedOut() {
  const { t } = useT(TWO_D)
  const { t: tc } = useT('common')
  const requestSignIn = useSignIn()
  return (
    <S.Card>
      <p>{t('slips.signedOut')}</p>
      <Button onClick={() => requestSignIn()}>{tc('signIn.submit')}</Button>
    </S.Card>
  )
}

function SlipList({ session }: { session: TwoDSession }) {
  const store = useRuntime().stores(slipsQueries).slips(session)
  const { t } = useT(TWO_D)
  const { t: tc } = useT('common')
  const { data, error }: { data?: TwoDSlip[]; error?: unknown } = useStore(store, {
    ssr: () => ({ loading: true }),
  })
  const [openId, setOpenId] = useState<number | null>(null)
  const backTo = useRef<number | null>(null)
  const rows = useRef(new Map<number, HTMLButtonElement>())

  // Back returns focus to the slip that was opened.
  useEffect(() => {
    if (openId === null && backTo.current !== null) {
      rows.current.get(backTo.current)?.focus()
      backTo.current = null
    }
  }, [openId])

  if (!data && error) {
    const failure = slipsFailureOf(error)
    const message =
      failure.kind === 'message'
        ? failure.message
        : failure.kind === 'network'
          ? t('slips.network')
          : t('slips.failed')
    return (
      <ErrorState message={message} retryLabel={tc('actions.retry')} onRetry={() => store.revalidate()} />
    )
  }
  if (!data) {
    return (
      <S.Loading role="status" aria-busy="true">
        <VisuallyHidden>{t('slips.loading')}</VisuallyHidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={S.ROW_HEIGHT} radius={10} />
        ))}
      </S.Loading>
    )
  }
  const open = openId === null ? undefined : data.find((slip) => slip.id === openId)
  if (open) {
    return (
      <SlipDetail
        slip={open}
        onBack={() => {
          backTo.current = open.id
          setOpenId(null)
        }}
      />
    )
  }
  if (data.length === 0) return <EmptyState message={t('slips.empty')} />
  return (
    <S.Rows aria-label={t('slips.list')}>
      {data.map((slip) => (
        <li key={slip.id}>
          <S.Row
            type="button"
            ref={(node) => {
              if (node) rows.current.set(slip.id, node)
              else rows.current.delete(slip.id)
            }}
            onClick={() => setOpenId(slip.id)}
          >
            <S.SlipNo>{t('slips.slipNo', { number: slip.slip_no })}</S.SlipNo>
            <S.Total>
              <Money amount={slip.total_bet_amount} label="ks" alwaysPya />
            </S.Total>
            <S.When>
              <GameTime slip={slip} />
            </S.When>
            <S.RowState>
              <SlipStatus status={slip.status} />
            </S.RowState>
          </S.Row>
        </li>
      ))}
    </S.Rows>
  )
}

/** The game date and time (Yangon wall clock) of a slip. */
function GameTime({ slip }: { slip: TwoDSlip }) {
  return <DateTime value={`${slip.game_date} ${slip.game_time}`} />
}

function SlipStatus({ status }: { status: string }) {
  const { t } = useT(TWO_D)
  const tone = slipTone(status)
  const label = status === 'pending' || status === 'completed' ? t(`slips.statuses.${status}`) : status
  return (
    <S.State $tone={tone}>
      <Icon path={ICONS[tone]} />
      {label}
    </S.State>
  )
}

function SlipDetail({ slip, onBack }: { slip: TwoDSlip; onBack: () => void }) {
  const { t } = useT(TWO_D)
  const heading = useRef<HTMLHeadingElement>(null)
  const linesId = useId()
  useEffect(() => heading.current?.focus(), [])

  let lines: ReactNode
  if (slip.two_bets.length === 0) {
    lines = <p>{t('slips.noLines')}</p>
  } else {
    lines = (
      <S.Lines aria-labelledby={linesId}>
        <thead>
          <tr>
            <th scope="col">{t('slips.number')}</th>
            <th scope="col">{t('slips.amount')}</th>
            <th scope="col">{t('slips.payout')}</th>
            <th scope="col">{t('slips.result')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.two_bets.map((line) => {
            const outcome = lineOutcome(line)
            return (
              <tr key={line.id}>
                <td>{line.bet_number}</td>
                <td>
                  <Money amount={line.bet_amount} label="ks" alwaysPya />
                </td>
                <td>
                  {/* The server fills the payout in when the draw is settled; until then there is none to show. */}
                  {outcome === 'awaiting' ? (
                    '–'
                  ) : (
                    <Money amount={line.potential_payout} label="ks" alwaysPya />
                  )}
                </td>
                <td>
                  <S.Outcome $outcome={outcome}>
                    <Icon path={ICONS[outcome]} />
                    {t(`slips.${outcome}`)}
                  </S.Outcome>
                </td>
              </tr>
            )
          })}
        </tbody>
      </S.Lines>
    )
  }

  return (
    <S.Card>
      <Button $variant="ghost" onClick={onBack}>
        {t('slips.back')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {t('slips.slipNo', { number: slip.slip_no })}
      </h2>
      <S.Facts>
        <dt>{t('slips.total')}</dt>
        <dd>
          <Money amount={slip.total_bet_amount} label="ks" alwaysPya />
        </dd>
        <dt>{t('slips.status')}</dt>
        <dd>
          <SlipStatus status={slip.status} />
        </dd>
        <dt>{t('slips.gameDate')}</dt>
        <dd>
          <GameTime slip={slip} />
        </dd>
        <dt>{t('slips.before')}</dt>
        <dd>
          <Money amount={slip.before_balance} label="ks" alwaysPya />
        </dd>
        <dt>{t('slips.after')}</dt>
        <dd>
          <Money amount={slip.after_balance} label="ks" alwaysPya />
        </dd>
      </S.Facts>
      <h3 id={linesId}>{t('slips.lines')}</h3>
      {lines}
    </S.Card>
  )
}
