import { withReverse } from '@shwe/domain'
import { Button, Field, Money, Skeleton, useT } from '@shwe/ui'
import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { PacedPart } from '../platform/paced-part.tsx'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { WalletCard } from '../shared/wallet-card/WalletCard.tsx'
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
import { type BetDraftStore, betDraft } from './draft.ts'
import { Grid, type GridProps } from './Grid.tsx'
import { PasteBox } from './PasteBox.tsx'
import { Tools, type ToolsProps } from './Tools.tsx'
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
 * `/2d/confirm`. A tap re-renders only what shows the draft (the cell, R, the total): this screen and its
 * tools read the draft through the store, not by subscribing to it.
 */
export function BetScreen({ query }: BetScreenProps) {
  const runtime = useRuntime()
  const { t } = useT(TWO_D)
  const draft = runtime.stores(betDraft)
  const {
    data: board,
    error,
    loading,
  } = useStore(runtime.stores(betQueries).$numbers, {
    ssr: () => ({ loading: true }),
  })
  const [stakeText, setStakeText] = useState(String(DEFAULT_STAKE))
  // The server's minimum and odds once the board is in; the spec's 100 and the default odds until then.
  const minimum = board ? Math.max(MIN_STAKE, Number(board.min_stake) || 0) : MIN_STAKE
  const odds = board ? Number(board.odds) || undefined : undefined
  const problem = stakeProblem(stakeText, minimum)
  const stake = problem ? null : Number(stakeText.trim())
  // Read through a ref, so the grid's and the tools' handlers never change and a tap repaints one cell.
  const stakeRef = useRef(stake)
  stakeRef.current = stake
  const closed = useMemo(() => unavailableNumbers(board), [board])

  const onToggle = useCallback(
    (num: string) => {
      const isPicked = draft.$picked.get().has(num)
      const amount = stakeRef.current
      if (!isPicked && amount === null) return
      draft.toggle(num, amount ?? DEFAULT_STAKE)
    },
    [draft],
  )
  const addNumbers = useCallback(
    (numbers: readonly string[]) => {
      if (stakeRef.current === null) return
      // Closed numbers and heads are never added by a tool; the grid shows them disabled.
      draft.addNumbers(
        numbers.filter((num) => !closed.has(num)),
        stakeRef.current,
      )
    },
    [draft, closed],
  )
  const onReverse = useCallback(() => addNumbers(withReverse([...draft.$picked.get()])), [addNumbers, draft])

  const requested = requestedSession(query)
  const draw = board?.draw ?? null
  const isClosed = board?.is_betting_open === false

  return (
    <S.Screen aria-labelledby="two-d-bet-title">
      <BackToLive />
      <S.Title id="two-d-bet-title">{t('bet.title')}</S.Title>
      {/* The line is there before the board is, so the draw's name (or, with no draw open, that betting is
          closed) does not push the page down. */}
      {isClosed && !draw ? (
        <S.Alert role="alert">{t('bet.closed')}</S.Alert>
      ) : (
        <S.Note>
          {draw ? t('bet.draw', { session: t(`bet.sessions.${draw.session}`), date: draw.date }) : '\u00a0'}
        </S.Note>
      )}
      {requested && draw && requested !== draw.session && (
        <S.Note role="status">{t('bet.otherDraw', { session: t(`bet.sessions.${draw.session}`) })}</S.Note>
      )}
      {isClosed && draw && <S.Alert role="alert">{t('bet.closed')}</S.Alert>}
      {!board && error && <S.Note role="status">{t('bet.loadFailed')}</S.Note>}
      <S.Note>{t('bet.rule')}</S.Note>
      <PacedPart>
        <WalletCard hideGameWallet />
      </PacedPart>

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
          <ApplyToAll draft={draft} stake={stake} />
        </S.Row>
      </S.Card>

      {loading && !board ? (
        <Skeleton height={480} />
      ) : (
        <PacedPart>
          <DraftGrid draft={draft} board={board ?? null} onToggle={onToggle} />
        </PacedPart>
      )}

      <PacedPart>
        <DraftTools draft={draft} onAdd={addNumbers} onReverse={onReverse} />
      </PacedPart>
      <PacedPart>
        <PasteBox minimumStake={minimum} onAdd={draft.addLines} />
      </PacedPart>
      <Summary draft={draft} isClosed={isClosed} />
    </S.Screen>
  )
}

/** The grid, showing the draft's numbers as they change. */
function DraftGrid({ draft, ...props }: Omit<GridProps, 'picked'> & { draft: BetDraftStore }) {
  const picked = useStore(draft.$picked)
  return <Grid picked={picked} {...props} />
}

/** The quick tools: R needs something picked. */
const DraftTools = memo(function DraftTools({
  draft,
  ...props
}: Omit<ToolsProps, 'hasPicks'> & { draft: BetDraftStore }) {
  const hasPicks = !useStore(draft.$isEmpty)
  return <Tools hasPicks={hasPicks} {...props} />
})

/** Sets every number of the draft to the stake; always in place, so the grid below never moves. */
function ApplyToAll({ draft, stake }: { draft: BetDraftStore; stake: number | null }) {
  const { t } = useT(TWO_D)
  const isEmpty = useStore(draft.$isEmpty)
  return (
    <Button
      $variant="ghost"
      disabled={isEmpty || stake === null}
      onClick={() => stake !== null && draft.setEveryAmount(stake)}
    >
      {t('bet.applyAll')}
    </Button>
  )
}

/**
 * The count and total of the draft, Clear, and Bet on to the confirmation. Only the figures follow every tap;
 * the rest changes when the draft empties or fills.
 */
function Summary({ draft, isClosed }: { draft: BetDraftStore; isClosed: boolean }) {
  const { t } = useT(TWO_D)
  const navigate = useNavigate()
  const isEmpty = useStore(draft.$isEmpty)
  const [needsPick, setNeedsPick] = useState(false)
  return (
    <S.Card>
      <S.Row>
        <DraftCount draft={draft} />
        <S.Total>
          {t('bet.total')} <DraftTotal draft={draft} />
        </S.Total>
      </S.Row>
      {needsPick && isEmpty && <S.Alert role="alert">{t('bet.pickOne')}</S.Alert>}
      <S.Row>
        <Button $variant="ghost" onClick={draft.clear} disabled={isEmpty}>
          {t('bet.clear')}
        </Button>
        <Button
          disabled={isClosed}
          onClick={() => {
            if (draft.$isEmpty.get()) setNeedsPick(true)
            else navigate('/2d/confirm')
          }}
        >
          {t('bet.submit')}
        </Button>
      </S.Row>
    </S.Card>
  )
}

/** How many numbers the draft has. */
function DraftCount({ draft }: { draft: BetDraftStore }) {
  const { t } = useT(TWO_D)
  return <span>{t('bet.count', { count: useStore(draft.$draft).amounts.length })}</span>
}

/** The draft's total. */
function DraftTotal({ draft }: { draft: BetDraftStore }) {
  return <Money amount={useStore(draft.$draft).totalAmount} label="ks" />
}
