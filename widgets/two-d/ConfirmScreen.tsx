import { LOTTERY_BET_PLACED } from '@shwe/contract'
import { Button, Field, Money, Spinner, useT, useToast } from '@shwe/ui'
import { memo, useEffect, useState } from 'react'
import { useNavigate, useRuntime, useSignIn } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { isLost } from '../shared/forms/submit-key.logic.ts'
import { useMoneySubmit } from '../shared/forms/use-form.ts'
import * as S from './Bet.styles.ts'
import { overLimitNumbers, stakeProblem } from './bet.logic.ts'
import { betDraft } from './draft.ts'
import { TWO_D } from './texts.ts'

/** The confirm screen's minimum per number (spec §5: 'ထိုးကြေး အနည်းဆုံး ၁၀၀ ထည့်ပါ။'). */
const CONFIRM_MIN_STAKE = 100
/** How long the success message shows before the 2D home (spec §9 General). */
export const REDIRECT_MS = 2000

type Outcome =
  | { kind: 'none' }
  | { kind: 'error'; text: string }
  | { kind: 'overLimit'; numbers: string[] }
  | { kind: 'done'; text: string }

/**
 * `/2d/confirm`: the draft's numbers and amounts, each amount editable (at least 100) and each number
 * removable, the total, and Confirm. Signed out opens the login dialog; a total above the game balance is
 * stopped here. One idempotency key per intended bet, reused when a reply was lost.
 */
export function ConfirmScreen() {
  const runtime = useRuntime()
  const { api, session } = runtime
  const navigate = useNavigate()
  const signIn = useSignIn()
  const toast = useToast()
  const { t } = useT(TWO_D)
  const draft = runtime.stores(betDraft)
  const { amounts, totalAmount } = useStore(draft.$draft)
  const user = useStore(session.$user)
  const isSignedIn = useStore(session.$isSignedIn)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  const { isPending, isBusy, send } = useMoneySubmit()
  const isDone = outcome.kind === 'done'

  // Nothing to confirm: back to the 2D home (spec §4), unless the draft was just sent.
  useEffect(() => {
    if (amounts.length === 0 && !isDone) navigate('/2d', { replace: true })
  }, [amounts.length, isDone, navigate])

  useEffect(() => {
    if (!isDone) return
    const timer = setTimeout(() => navigate('/2d'), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [isDone, navigate])

  const refused = outcome.kind === 'overLimit' ? new Set(outcome.numbers) : null

  async function confirm() {
    if (isBusy() || isDone) return
    if (!isSignedIn) {
      signIn()
      return
    }
    if (user && totalAmount > Number(user.balance)) {
      setOutcome({ kind: 'error', text: t('confirm.insufficient') })
      return
    }
    const payload = { totalAmount, amounts: amounts.map(({ num, amount }) => ({ num, amount })) }
    setOutcome({ kind: 'none' })
    const result = await send(payload, (idempotencyKey) => api.twoDBet(payload, { idempotencyKey }))
    if (!result) return
    const lost = isLost(result)
    if (result.kind === 'ok') {
      const text =
        result.message && result.message !== 'Request was successful.' ? result.message : LOTTERY_BET_PLACED
      // Done first, so the empty draft does not read as "nothing to confirm".
      setOutcome({ kind: 'done', text })
      draft.clear()
      toast.show(text, { tone: 'success' })
      void session.refreshUser()
      return
    }
    if (lost) {
      setOutcome({ kind: 'error', text: t('confirm.network') })
      return
    }
    const numbers = result.kind === 'refused' ? overLimitNumbers(result.data) : null
    if (numbers) {
      setOutcome({ kind: 'overLimit', numbers })
      return
    }
    if (result.kind === 'unauthorized') {
      signIn()
      return
    }
    const message = result.kind === 'network' ? null : result.message
    setOutcome({ kind: 'error', text: message || t('confirm.failed') })
  }

  const onValidity = (num: string, isValid: boolean) =>
    setInvalid((old) => {
      if (old.has(num) !== isValid) return old
      const next = new Set(old)
      if (isValid) next.delete(num)
      else next.add(num)
      return next
    })

  return (
    <S.Screen aria-labelledby="two-d-confirm-title">
      <S.Title id="two-d-confirm-title">{t('confirm.title')}</S.Title>
      {amounts.length > 0 && (
        <S.Lines aria-label={t('confirm.list')}>
          {amounts.map((line) => (
            <Line
              key={line.num}
              num={line.num}
              amount={line.amount}
              isRefused={refused?.has(line.num) ?? false}
              onAmount={draft.setAmount}
              onRemove={(num) => {
                draft.remove(num)
                onValidity(num, true)
              }}
              onValidity={onValidity}
            />
          ))}
        </S.Lines>
      )}
      <S.Card>
        <S.Row>
          <span>{t('confirm.count', { count: amounts.length })}</span>
          <S.Total>
            {t('confirm.total')} <Money amount={totalAmount} label="ks" />
          </S.Total>
        </S.Row>
        {user && (
          <S.Note>
            {t('confirm.balance')} <Money amount={user.balance} label="ks" />
          </S.Note>
        )}
        {outcome.kind === 'error' && <S.Alert role="alert">{outcome.text}</S.Alert>}
        {outcome.kind === 'overLimit' && (
          <S.Alert role="alert">{t('confirm.overLimit', { numbers: outcome.numbers.join(', ') })}</S.Alert>
        )}
        {outcome.kind === 'done' && <S.Success role="status">{outcome.text}</S.Success>}
        <S.Row>
          <Button $variant="ghost" onClick={() => navigate('/2d/bet')} disabled={isPending || isDone}>
            {t('confirm.back')}
          </Button>
          <Button
            onClick={confirm}
            disabled={isPending || isDone || totalAmount <= 0 || invalid.size > 0}
            aria-busy={isPending}
          >
            {isPending && <Spinner />}
            {isPending ? t('confirm.sending') : t('confirm.confirm')}
          </Button>
        </S.Row>
      </S.Card>
    </S.Screen>
  )
}

interface LineProps {
  num: string
  amount: number
  isRefused: boolean
  onAmount: (num: string, amount: number) => void
  onRemove: (num: string) => void
  onValidity: (num: string, isValid: boolean) => void
}

/** One number: its amount (kept as typed until valid) and delete. */
const Line = memo(function Line({ num, amount, isRefused, onAmount, onRemove, onValidity }: LineProps) {
  const { t } = useT(TWO_D)
  const [text, setText] = useState(String(amount))
  const isWrong = stakeProblem(text, CONFIRM_MIN_STAKE) !== null
  return (
    <S.Line $isRefused={isRefused}>
      <strong>
        {num}
        {isRefused && <S.Mark> {t('confirm.refusedMark')}</S.Mark>}
      </strong>
      <Field
        label={t('confirm.amountFor', { num })}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        onChange={(event) => {
          const typed = event.target.value
          setText(typed)
          const ok = stakeProblem(typed, CONFIRM_MIN_STAKE) === null
          onValidity(num, ok)
          if (ok) onAmount(num, Number(typed.trim()))
        }}
        error={isWrong ? t('confirm.minStake') : undefined}
      />
      <Button $variant="ghost" onClick={() => onRemove(num)} aria-label={t('confirm.deleteLabel', { num })}>
        {t('confirm.delete')}
      </Button>
    </S.Line>
  )
})
