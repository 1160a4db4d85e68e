import { useStore } from '@nanostores/react'
import { withReverse } from '@shwe/domain'
import { Button, Field, Money, Skeleton, useT } from '@shwe/ui'
import { useCallback, useRef, useState } from 'react'
import { useNavigate, useRuntime } from '../WidgetRoot.tsx'
import { BackToLive } from './BackToLive.tsx'
import * as S from './Bet.styles.ts'
import {
  DEFAULT_STAKE,
  MIN_STAKE,
  potentialWin,
  requestedSession,
  type StakeProblem,
  stakeProblem,
  unavailableNumbers,
} from './bet.logic.ts'
import { betQueries } from './bet.queries.ts'
import { betDraft } from './draft.ts'
import { Grid } from './Grid.tsx'
import { PasteBox } from './PasteBox.tsx'
import { Tools } from './Tools.tsx'
import { TWO_D } from './texts.ts'

export interface BetScreenProps {
  /** The page's query: `time` (2 or 4) or `session` (1–4) name the draw a link meant; only shown. */
  query: URLSearchParams | null
}

const STAKE_TEXT = {
  empty: 'bet.stakeErrors.empty',
  notWhole: 'bet.stakeErrors.notWhole',
  belowMinimum: 'bet.stakeErrors.belowMinimum',
} as const satisfies Record<StakeProblem, string>

/**
 * `/2d/bet`: the 00–99 board of the draw the server has open, the quick tools, a pasted slip, the stake per
 * number with its potential win, and the total. The draft lives in local storage (`bets`); Bet goes on to
 * `/2d/confirm`.
 */
export function BetScreen({ query }: BetScreenProps) {
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { t } = useT(TWO_D)
  const draft = runtime.stores(betDraft)
  const { amounts, totalAmount } = useStore(draft.$draft)
  const picked = useStore(draft.$picked)
  const {
    data: board,
    error,
    loading,
  } = useStore(runtime.stores(betQueries).$numbers, {
    ssr: () => ({ loading: true }),
  })
  const [stakeText, setStakeText] = useState(String(DEFAULT_STAKE))
  const [needsPick, setNeedsPick] = useState(false)
  // The server's minimum and odds once the board is in; the spec's 100 and the default odds until then.
  const minimum = board ? Math.max(MIN_STAKE, Number(board.min_stake) || 0) : MIN_STAKE
  const odds = board ? Number(board.odds) || undefined : undefined
  const problem = stakeProblem(stakeText, minimum)
  const stake = problem ? null : Number(stakeText.trim())
  // Read through a ref, so the grid's handler never changes and a tap repaints one cell.
  const stakeRef = useRef(stake)
  stakeRef.current = stake

  const onToggle = useCallback(
    (num: string) => {
      const isPicked = draft.$picked.get().has(num)
      const amount = stakeRef.current
      if (!isPicked && amount === null) return
      draft.toggle(num, amount ?? DEFAULT_STAKE)
      setNeedsPick(false)
    },
    [draft],
  )
  const addNumbers = useCallback(
    (numbers: readonly string[]) => {
      if (stakeRef.current === null) return
      // Closed numbers and heads are never added by a tool; the grid shows them disabled.
      const closed = unavailableNumbers(board)
      draft.addNumbers(
        numbers.filter((num) => !closed.has(num)),
        stakeRef.current,
      )
      setNeedsPick(false)
    },
    [draft, board],
  )

  const requested = requestedSession(query)
  const draw = board?.draw ?? null
  const isClosed = board?.is_betting_open === false

  return (
    <S.Screen aria-labelledby="two-d-bet-title">
      <BackToLive />
      <S.Title id="two-d-bet-title">{t('bet.title')}</S.Title>
      {draw && (
        <S.Note>{t('bet.draw', { session: t(`bet.sessions.${draw.session}`), date: draw.date })}</S.Note>
      )}
      {requested && draw && requested !== draw.session && (
        <S.Note role="status">{t('bet.otherDraw', { session: t(`bet.sessions.${draw.session}`) })}</S.Note>
      )}
      {isClosed && <S.Alert role="alert">{t('bet.closed')}</S.Alert>}
      {!board && error && <S.Note role="status">{t('bet.loadFailed')}</S.Note>}
      <S.Note>{t('bet.rule')}</S.Note>

      <S.Card>
        <Field
          label={t('bet.stake')}
          hint={t('bet.stakeHint', { min: minimum })}
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          value={stakeText}
          onChange={(event) => setStakeText(event.target.value)}
          error={problem ? t(STAKE_TEXT[problem], { min: minimum }) : undefined}
        />
        <S.Row>
          <span>
            {t('bet.win')}{' '}
            <strong>{stake === null ? '—' : <Money amount={potentialWin(stake, odds)} label="ks" />}</strong>
          </span>
          {amounts.length > 0 && stake !== null && (
            <Button $variant="ghost" onClick={() => draft.setEveryAmount(stake)}>
              {t('bet.applyAll')}
            </Button>
          )}
        </S.Row>
      </S.Card>

      {loading && !board ? (
        <Skeleton height={480} />
      ) : (
        <Grid picked={picked} board={board ?? null} onToggle={onToggle} />
      )}

      <Tools
        onAdd={addNumbers}
        onReverse={() => addNumbers(withReverse([...picked]))}
        hasPicks={picked.size > 0}
      />
      <PasteBox minimumStake={minimum} onAdd={draft.addLines} />

      <S.Card>
        <S.Row>
          <span>{t('bet.count', { count: amounts.length })}</span>
          <S.Total>
            {t('bet.total')} <Money amount={totalAmount} label="ks" />
          </S.Total>
        </S.Row>
        {needsPick && <S.Alert role="alert">{t('bet.pickOne')}</S.Alert>}
        <S.Row>
          <Button $variant="ghost" onClick={draft.clear} disabled={amounts.length === 0}>
            {t('bet.clear')}
          </Button>
          <Button
            disabled={isClosed}
            onClick={() => {
              if (amounts.length === 0) setNeedsPick(true)
              else navigate('/2d/confirm')
            }}
          >
            {t('bet.submit')}
          </Button>
        </S.Row>
      </S.Card>
    </S.Screen>
  )
}
