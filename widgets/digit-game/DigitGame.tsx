import { useStore } from '@nanostores/react'
import type { DigitFairnessReply, DigitHistoryRow } from '@shwe/contract'
import { DIGIT_BET_TYPES, DIGIT_MULTIPLIERS } from '@shwe/domain'
import { Button, Dialog, Field, Money, Spinner, useT } from '@shwe/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { useRuntime, useScreen, useSignIn } from '../platform/root-context.ts'
import { createSubmitKeys, isLost } from '../shared/forms/submit-key.logic.ts'
import * as S from './DigitGame.styles.ts'
import { digitApi } from './digit-api.ts'
import {
  BET_ERROR_TEXT,
  BET_MAX,
  betAmountOf,
  betErrorOf,
  betPayload,
  COUNTDOWN_SECONDS,
  DEFAULT_MULTIPLIER,
  DIGITS,
  type Pick,
  pickDigit,
  pickSide,
  rtpPercent,
  sidesDisabled,
  stakeProblem,
  totalOf,
  unitOf,
} from './digit-game.logic.ts'
import { digitQueries } from './digit-game.queries.ts'
import { FairnessPanel, type Verification } from './FairnessPanel.tsx'
import { DIGIT_GAME_AREA, type DigitGameScreen } from './screens.ts'
import { DIGIT_GAME } from './texts.ts'

export interface DigitGameProps {
  /** The only screen, `game` (`/digitbet`). */
  screen?: DigitGameScreen
}

type Message = { kind: 'none' } | { kind: 'result'; text: string } | { kind: 'error'; text: string }

/**
 * The digit game (`/digitbet`, spec §2, §4, §5, §8, §9): the result face, digit pickers 0–9, Small and Big,
 * multipliers, the bet-amount dialog, the 90-second countdown that rolls by itself, the roll button, the
 * paytable, the fairness panel and the history. Only the pick and the stake are sent; the server rolls.
 */
export function DigitGame({ screen = 'game' }: DigitGameProps) {
  const current = useScreen(DIGIT_GAME_AREA.area, screen, DIGIT_GAME_AREA.names)
  if (current.isElsewhere) return null
  return <Game />
}

function Game() {
  const runtime = useRuntime()
  const { session } = runtime
  const api = runtime.stores(digitApi)
  const signIn = useSignIn()
  const { t } = useT(DIGIT_GAME)
  const { $history, $fairness } = runtime.stores(digitQueries)
  const history = useStore($history, { ssr: () => ({ loading: true }) })
  const fairness = useStore($fairness, { ssr: () => ({ loading: true }) })
  const user = useStore(session.$user, { ssr: () => undefined })
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  const titleId = useId()

  const [pick, setPick] = useState<Pick>(null)
  const [multiplier, setMultiplier] = useState<number>(DEFAULT_MULTIPLIER)
  const [units, setUnits] = useState({ bet: 1, coin: 1 })
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const [countdown, setCountdown] = useState<{ left: number; run: number } | null>(null)
  const [rolled, setRolled] = useState<number | null>(null)
  const [message, setMessage] = useState<Message>({ kind: 'none' })
  const [isPending, setIsPending] = useState(false)
  const [verification, setVerification] = useState<Verification | null>(null)
  const pending = useRef(false)
  const keys = useRef(createSubmitKeys())
  const betAmount = betAmountOf(units.bet, units.coin)

  function choose(next: Pick) {
    setPick(next)
    setMessage({ kind: 'none' })
    // A pick starts the countdown; a new pick starts it again.
    setCountdown((previous) => ({ left: COUNTDOWN_SECONDS, run: (previous?.run ?? 0) + 1 }))
  }

  function askToSignIn() {
    setMessage({ kind: 'error', text: t('signIn') })
    signIn({ onSignedIn: () => setMessage({ kind: 'none' }) })
  }

  async function roll() {
    if (pending.current) return
    setCountdown(null)
    if (!pick) {
      setMessage({ kind: 'error', text: t('needBet') })
      return
    }
    if (!isSignedIn) {
      askToSignIn()
      return
    }
    const problem = stakeProblem(betAmount, multiplier, user ? Number(user.balance) : null)
    if (problem) {
      setMessage({ kind: 'error', text: t(`problem.${problem}`) })
      return
    }
    const payload = betPayload(pick, betAmount, multiplier)
    pending.current = true
    setIsPending(true)
    setMessage({ kind: 'none' })
    const result = await api.digitBet(payload, { idempotencyKey: keys.current.keyFor(payload) })
    keys.current.settle(isLost(result) ? 'lost' : 'answered')
    pending.current = false
    setIsPending(false)
    if (result.kind === 'ok') {
      const [latest] = result.data.history
      if (latest) {
        setRolled(latest.rolledNumber)
        const text = latest.outcome === 'win' ? 'won' : 'lost'
        setMessage({ kind: 'result', text: t(text, { number: latest.rolledNumber }) })
      }
      setPick(null)
      void session.refreshUser()
      $history.revalidate()
      $fairness.revalidate()
      return
    }
    if (result.kind === 'unauthorized') {
      askToSignIn()
      return
    }
    const error = betErrorOf(result)
    if (error.kind === 'server') $history.revalidate()
    setMessage({ kind: 'error', text: t(BET_ERROR_TEXT[error.kind], error) })
  }

  // The latest roll(), for the countdown to call at zero.
  const rollRef = useRef(roll)
  rollRef.current = roll
  useEffect(() => {
    if (!countdown) return
    if (countdown.left <= 0) {
      void rollRef.current()
      return
    }
    const timer = setTimeout(
      () => setCountdown((now) => (now && now.run === countdown.run ? { ...now, left: now.left - 1 } : now)),
      1000,
    )
    return () => clearTimeout(timer)
  }, [countdown])

  const rows = history.data ?? []
  return (
    <S.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <S.Board>
        <S.Card>
          <S.Face $rolling={isPending} role="img" aria-label={t('result.label')} data-testid="digit-face">
            {rolled ?? '?'}
          </S.Face>
          <S.Message role="status" aria-live="polite">
            {message.kind === 'result' ? message.text : ''}
          </S.Message>
          {message.kind === 'error' && <S.Alert role="alert">{message.text}</S.Alert>}

          <fieldset>
            <legend>{t('pick.digits')}</legend>
            <S.Grid>
              {DIGITS.map((digit) => (
                <S.Choice
                  key={digit}
                  aria-pressed={pick?.betType === 'digit' && pick.digit === digit}
                  disabled={isPending}
                  onClick={() => choose(pickDigit(digit))}
                >
                  {digit}
                </S.Choice>
              ))}
            </S.Grid>
          </fieldset>
          <fieldset>
            <legend>{t('pick.sides')}</legend>
            <S.Row>
              {(['small', 'big'] as const).map((side) => (
                <S.Choice
                  key={side}
                  aria-pressed={pick?.betType === side}
                  disabled={isPending || sidesDisabled(pick)}
                  onClick={() => choose(pickSide(side))}
                >
                  {t(`pick.${side}`)}
                </S.Choice>
              ))}
            </S.Row>
          </fieldset>
          <fieldset>
            <legend>{t('pick.multiplier')}</legend>
            <S.Row>
              {DIGIT_MULTIPLIERS.map((n) => (
                <S.Choice
                  key={n}
                  aria-pressed={multiplier === n}
                  disabled={isPending}
                  onClick={() => setMultiplier(n)}
                >
                  {t('pick.multiplierValue', { n })}
                </S.Choice>
              ))}
            </S.Row>
          </fieldset>

          <S.Row>
            <span>{t('balance')}:</span>
            <strong>{user ? <Money amount={user.balance} label="kyats" /> : '—'}</strong>
          </S.Row>
          <S.Row>
            <span>{t('stake')}:</span>
            <strong data-testid="digit-stake">
              <Money amount={totalOf(units.bet, units.coin, multiplier)} label="kyats" />
            </strong>
            <Button $variant="ghost" onClick={() => setIsDialogOpen(true)} disabled={isPending}>
              {t('amount.open')}
            </Button>
          </S.Row>
          {countdown && <p>{t('countdown', { seconds: countdown.left })}</p>}
          <Button onClick={() => void roll()} disabled={isPending} aria-busy={isPending || undefined}>
            {isPending && <Spinner />}
            {isPending ? t('rolling') : t('roll')}
          </Button>
        </S.Card>
        <Paytable paytable={fairness.data?.paytable} />
      </S.Board>

      <BetDialog
        open={isDialogOpen}
        units={units}
        multiplier={multiplier}
        onClose={() => setIsDialogOpen(false)}
        onApply={(next) => {
          setUnits(next)
          setIsDialogOpen(false)
        }}
      />

      <FairnessPanel
        fairness={fairness.data}
        history={rows}
        onRotated={() => {
          setVerification(null)
          $fairness.revalidate()
          $history.revalidate()
        }}
        onVerified={setVerification}
      />

      <History
        rows={rows}
        isLoading={history.loading && !history.data}
        hasFailed={Boolean(history.error) && !history.data}
        onRetry={() => $history.revalidate()}
        fairness={fairness.data}
        verification={verification}
      />
    </S.Screen>
  )
}

/** What each bet type pays and its return to player, from the server's odds. */
function Paytable({ paytable }: { paytable: DigitFairnessReply['data']['paytable'] | undefined }) {
  const { t } = useT(DIGIT_GAME)
  const id = useId()
  return (
    <S.Card as="section" aria-labelledby={id}>
      <h2 id={id}>{t('paytable.title')}</h2>
      <S.TableWrap>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('paytable.betType')}</th>
              <th scope="col">{t('paytable.pays')}</th>
              <th scope="col">{t('paytable.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {DIGIT_BET_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`types.${type}`)}</th>
                <td>{paytable ? t('paytable.odds', { odds: paytable[type] }) : '—'}</td>
                <td>{paytable ? rtpPercent(type, paytable[type]) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </S.TableWrap>
      <S.Muted>{t('paytable.note')}</S.Muted>
    </S.Card>
  )
}

interface BetDialogProps {
  open: boolean
  units: { bet: number; coin: number }
  multiplier: number
  onClose: () => void
  onApply: (units: { bet: number; coin: number }) => void
}

/** Bet and coin value, each a whole number of at least 1; BET MAX sets both to 10; total = bet × coin × multiplier. */
function BetDialog({ open, units, multiplier, onClose, onApply }: BetDialogProps) {
  const { t } = useT(DIGIT_GAME)
  const [bet, setBet] = useState(String(units.bet))
  const [coin, setCoin] = useState(String(units.coin))
  const [isInvalid, setIsInvalid] = useState(false)
  useEffect(() => {
    if (!open) return
    setBet(String(units.bet))
    setCoin(String(units.coin))
    setIsInvalid(false)
  }, [open, units])
  const betUnits = unitOf(bet)
  const coinUnits = unitOf(coin)
  const error = isInvalid ? t('amount.invalid') : undefined
  return (
    <Dialog open={open} title={t('amount.title')} closeLabel={t('amount.close')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (betUnits === null || coinUnits === null) {
            setIsInvalid(true)
            return
          }
          onApply({ bet: betUnits, coin: coinUnits })
        }}
      >
        <Field
          label={t('amount.bet')}
          inputMode="numeric"
          value={bet}
          error={betUnits === null ? error : undefined}
          onChange={(event) => {
            setBet(event.target.value)
            setIsInvalid(false)
          }}
        />
        <Field
          label={t('amount.coin')}
          inputMode="numeric"
          value={coin}
          error={coinUnits === null ? error : undefined}
          onChange={(event) => {
            setCoin(event.target.value)
            setIsInvalid(false)
          }}
        />
        <S.Row>
          <span>{t('amount.total')}:</span>
          <strong data-testid="digit-dialog-total">
            {betUnits !== null && coinUnits !== null ? (
              <Money amount={totalOf(betUnits, coinUnits, multiplier)} label="kyats" />
            ) : (
              '—'
            )}
          </strong>
        </S.Row>
        <S.Row>
          <Button
            $variant="ghost"
            onClick={() => {
              setBet(String(BET_MAX))
              setCoin(String(BET_MAX))
              setIsInvalid(false)
            }}
          >
            {t('amount.max')}
          </Button>
          <Button type="submit">{t('amount.apply')}</Button>
        </S.Row>
      </form>
    </Dialog>
  )
}

interface HistoryProps {
  rows: readonly DigitHistoryRow[]
  isLoading: boolean
  hasFailed: boolean
  onRetry: () => void
  fairness: DigitFairnessReply['data'] | undefined
  verification: Verification | null
}

/** The player's last bets, newest first, each with what it bet, what came up and whether it checks out. */
function History({ rows, isLoading, hasFailed, onRetry, fairness, verification }: HistoryProps) {
  const { t } = useT(DIGIT_GAME)
  const id = useId()
  return (
    <S.Card as="section" aria-labelledby={id}>
      <h2 id={id}>{t('history.title')}</h2>
      {hasFailed ? (
        <S.Row>
          <S.Alert role="alert">{t('history.failed')}</S.Alert>
          <Button $variant="ghost" onClick={onRetry}>
            {t('history.retry')}
          </Button>
        </S.Row>
      ) : isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <S.Muted>{t('history.empty')}</S.Muted>
      ) : (
        <S.TableWrap>
          <table aria-labelledby={id}>
            <thead>
              <tr>
                {(
                  [
                    'time',
                    'betType',
                    'digit',
                    'amount',
                    'multiplier',
                    'rolled',
                    'outcome',
                    'winAmount',
                    'profit',
                    'check',
                  ] as const
                ).map((column) => (
                  <th key={column} scope="col">
                    {t(`history.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.commitment}:${row.nonce}`}>
                  <td>{row.timestamp}</td>
                  <td>{t(`types.${row.betType}`)}</td>
                  <td>{row.digit ?? '—'}</td>
                  <td>
                    <Money amount={row.bet_amount} label="kyats" />
                  </td>
                  <td>{t('pick.multiplierValue', { n: Number(row.multiplier) })}</td>
                  <td>{row.rolledNumber}</td>
                  <td>{t(`history.${row.outcome}`)}</td>
                  <td>
                    <Money amount={row.win_amount} label="kyats" />
                  </td>
                  <td>
                    <Money amount={row.profit} label="kyats" />
                  </td>
                  <td>
                    <RowCheck row={row} fairness={fairness} verification={verification} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </S.TableWrap>
      )}
    </S.Card>
  )
}

function RowCheck({
  row,
  fairness,
  verification,
}: {
  row: DigitHistoryRow
  fairness: DigitFairnessReply['data'] | undefined
  verification: Verification | null
}) {
  const { t } = useT(DIGIT_GAME)
  if (row.commitment === fairness?.commitment) return <S.Check $tone="none">{t('fairness.pending')}</S.Check>
  const check = verification?.rows.get(`${row.commitment}:${row.nonce}`)
  if (check === 'verified') return <S.Check $tone="ok">{t('fairness.verified')}</S.Check>
  if (check === 'failed') return <S.Check $tone="bad">{t('fairness.notVerified')}</S.Check>
  if (row.commitment === fairness?.previous?.commitment) return <S.Check $tone="none">—</S.Check>
  return <S.Check $tone="none">{t('fairness.unknown')}</S.Check>
}
