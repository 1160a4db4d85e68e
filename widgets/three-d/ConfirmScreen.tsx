import { LOTTERY_BET_PLACED, SUCCESS_STATUS, type ThreeDNumbers } from '@shwe/contract'
import { Button, Field, Money, Spinner, useT, useToast } from '@shwe/ui'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate, useRuntime, useSignIn } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { isLost } from '../shared/forms/submit-key.logic.ts'
import { useMoneySubmit } from '../shared/forms/use-form.ts'
import * as S from './Board.styles.ts'
import { boardQueries } from './board.queries.ts'
import { betPayload, type DraftGroup, numbersAmong, threeDDraft } from './draft.ts'
import {
  type AmountProblem,
  amountProblem,
  MIN_AMOUNT,
  minimumOf,
  NO_NUMBERS,
  refusedNumbers,
  typedAmount,
  unavailableOf,
} from './entry.logic.ts'
import { useIsHydrated } from './hydration.ts'
import { NumberChips } from './NumberChips.tsx'
import { THREE_D } from './texts.ts'

/** How long the success message shows before the entry screen (spec §9 General). */
export const REDIRECT_MS = 2000
/** The success toast of the 3D confirm screen (spec §9 General): 3 seconds, top right. */
const TOAST = { tone: 'success', position: 'top-right', durationMs: 3000 } as const

type Outcome =
  | { kind: 'none' }
  | { kind: 'error'; text: string }
  | { kind: 'refused'; numbers: string[] }
  | { kind: 'done' }

/**
 * `/3d/confirm` (spec §2, §4, §8): the game balance, the draft's groups with their numbers, amount per digit
 * (edited inline for the whole group), count and total, each group removable, the total, Cancel and
 * Confirm Bet. Numbers the server's board says are closed or full are marked and stopped here, as are a
 * signed-out player and a total above the balance; numbers the server refuses are marked the same way. One
 * idempotency key per intended bet, reused when a reply was lost. Without a draft, or once placed, it says it
 * is redirecting to `/3d`.
 */
export function ConfirmScreen() {
  const runtime = useRuntime()
  const { api, session } = runtime
  const navigate = useNavigate()
  const signIn = useSignIn()
  const toast = useToast()
  const { t } = useT(THREE_D)
  const draft = runtime.stores(threeDDraft)
  const groups = useStore(draft.$draft)
  const total = useStore(draft.$total)
  const user = useStore(session.$user, { ssr: () => undefined })
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const { $board } = runtime.stores(boardQueries)
  const { data: board }: { data?: ThreeDNumbers } = useStore($board, { ssr: () => ({ loading: true }) })
  const minimumAmount = board ? minimumOf(board.min_stake) : MIN_AMOUNT
  // The draft's numbers the board says no bet can go to now, before anything is sent.
  const closedNow = useMemo(
    () => numbersAmong(groups, board ? unavailableOf(board) : NO_NUMBERS),
    [groups, board],
  )
  // The HTML and hydration show no draft (the server has none); opened in place, the draft shows at once.
  const isHydrated = useIsHydrated()
  const titleId = useId()
  const selectedRef = useRef<HTMLHeadingElement>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })
  const { isPending, isBusy, send } = useMoneySubmit()
  const isDone = outcome.kind === 'done'
  const isEmpty = groups.length === 0

  // Nothing to confirm: back to the entry screen (spec §4), unless the draft was just placed.
  useEffect(() => {
    if (isHydrated && isEmpty && !isDone) navigate('/3d', { replace: true })
  }, [isHydrated, isEmpty, isDone, navigate])

  useEffect(() => {
    if (!isDone) return
    const timer = setTimeout(() => navigate('/3d'), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [isDone, navigate])

  // Says why, and opens the login dialog; once signed in, the reason goes and Confirm Bet is pressed again.
  function askToSignIn() {
    setOutcome({ kind: 'error', text: t('confirm.login') })
    signIn({ onSignedIn: () => setOutcome({ kind: 'none' }) })
  }

  async function confirm() {
    if (isBusy() || isDone || total <= 0) return
    if (closedNow.length > 0) {
      setOutcome({ kind: 'refused', numbers: closedNow })
      return
    }
    if (!isSignedIn) {
      askToSignIn()
      return
    }
    if (user && total > Number(user.balance)) {
      setOutcome({ kind: 'error', text: t('confirm.insufficient') })
      return
    }
    const payload = betPayload(groups)
    setOutcome({ kind: 'none' })
    const result = await send(payload, (idempotencyKey) => api.threeDBet(payload, { idempotencyKey }))
    if (!result) return
    const lost = isLost(result)
    // A bet placed or refused changes what is taken and closed: read the board again now.
    if (result.kind === 'ok' || result.kind === 'refused') $board.revalidate()
    if (result.kind === 'ok') {
      // Done first, so the empty draft does not read as "nothing to confirm".
      setOutcome({ kind: 'done' })
      draft.clear()
      const text = result.message && result.message !== SUCCESS_STATUS ? result.message : LOTTERY_BET_PLACED
      toast.show(text, TOAST)
      void session.refreshUser()
      return
    }
    if (result.kind === 'unauthorized') {
      askToSignIn()
      return
    }
    const numbers = result.kind === 'refused' ? refusedNumbers(result.data) : null
    if (numbers) {
      setOutcome({ kind: 'refused', numbers })
      return
    }
    const message = lost || result.kind === 'network' ? null : result.message
    setOutcome({ kind: 'error', text: message || (lost ? t('confirm.network') : t('confirm.failed')) })
  }

  if (!isHydrated || isEmpty || isDone) {
    return (
      <S.Screen aria-labelledby={titleId}>
        <S.NavLink to="/3d">{t('confirm.back')}</S.NavLink>
        <h1 id={titleId}>{t('confirm.title')}</h1>
        <S.Note role="status">{t('confirm.redirecting')}</S.Note>
      </S.Screen>
    )
  }

  // What the server refused and what the board says is closed now, marked and removable alike.
  const refused = new Set([...(outcome.kind === 'refused' ? outcome.numbers : []), ...closedNow])
  return (
    <S.Screen aria-labelledby={titleId}>
      <S.NavLink to="/3d">{t('confirm.back')}</S.NavLink>
      <h1 id={titleId}>{t('confirm.title')}</h1>
      <S.Balance>
        <span>{t('confirm.wallet')}</span>
        <strong>
          <Money amount={user?.balance ?? 0} label="kyats" />
        </strong>
      </S.Balance>

      <S.Card as="section" aria-labelledby={`${titleId}-selected`}>
        <h2 id={`${titleId}-selected`} ref={selectedRef} tabIndex={-1}>
          {t('confirm.selected')}
        </h2>
        <S.Groups>
          {groups.map((group, index) => (
            <ConfirmGroup
              // A number is in one group only, so a group's first number names it.
              key={group.amounts[0]?.num ?? index}
              group={group}
              n={index + 1}
              refused={refused}
              minimumAmount={minimumAmount}
              isLocked={isPending}
              onAmount={(amount) => draft.setGroupAmount(index, amount)}
              onRemove={() => {
                draft.removeGroup(index)
                setOutcome({ kind: 'none' })
                selectedRef.current?.focus()
              }}
            />
          ))}
        </S.Groups>
      </S.Card>

      <S.Card>
        <S.Row>
          <span>{t('confirm.total')}</span>
          <S.Total>
            <Money amount={total} label="kyats" />
          </S.Total>
        </S.Row>
        {outcome.kind === 'error' && <S.Alert role="alert">{outcome.text}</S.Alert>}
        {refused.size > 0 && (
          <S.Alert role="alert">{t('confirm.refused', { numbers: [...refused].join(', ') })}</S.Alert>
        )}
        {refused.size > 0 && (
          <Button
            $variant="ghost"
            onClick={() => {
              draft.removeNumbers(refused)
              setOutcome({ kind: 'none' })
            }}
          >
            {t('confirm.removeRefused')}
          </Button>
        )}
        <S.Actions>
          <Button $variant="ghost" onClick={() => navigate('/3d')} disabled={isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={confirm} disabled={isPending || total <= 0} aria-busy={isPending || undefined}>
            {isPending && <Spinner />}
            {isPending ? t('confirm.processing') : t('confirm.confirm')}
          </Button>
        </S.Actions>
      </S.Card>
    </S.Screen>
  )
}

interface ConfirmGroupProps {
  group: DraftGroup
  /** Its place, from 1: its name. */
  n: number
  refused: ReadonlySet<string> | null
  /** The least amount per number in kyat: the server's, or 1. */
  minimumAmount: number
  /** A bet is being sent: nothing changes meanwhile. */
  isLocked: boolean
  onAmount: (amount: number) => void
  onRemove: () => void
}

/** One group: its numbers, amount per digit (edited inline), count and total, and remove. */
function ConfirmGroup({ group, n, refused, minimumAmount, isLocked, onAmount, onRemove }: ConfirmGroupProps) {
  const { t } = useT(THREE_D)
  const [text, setText] = useState<string | null>(null)
  const [problem, setProblem] = useState<AmountProblem | null>(null)
  const editRef = useRef<HTMLButtonElement>(null)
  const isPermutation = group.amounts.some((line) => line.is_permutation)
  const name = t('confirm.group', { n })

  const close = () => {
    setText(null)
    setProblem(null)
    // Back to the button that opened the edit, once it is there again.
    requestAnimationFrame(() => editRef.current?.focus())
  }
  // Applies only a whole amount of at least the minimum (spec §5); else the edit stays open with the reason.
  const accept = () => {
    if (text === null) return
    const found = amountProblem(text, minimumAmount)
    const amount = typedAmount(text)
    if (found !== null || amount === null) {
      setProblem(found ?? 'invalid')
      return
    }
    onAmount(amount)
    close()
  }

  return (
    <S.Group>
      <S.Row>
        <h3>
          {name}
          {isPermutation && <S.Note as="span"> · {t('confirm.permutationMark')}</S.Note>}
        </h3>
        <Button
          $variant="ghost"
          onClick={onRemove}
          disabled={isLocked}
          aria-label={t('confirm.removeLabel', { n })}
        >
          {t('confirm.remove')}
        </Button>
      </S.Row>
      <NumberChips numbers={group.amounts.map((line) => line.num)} label={name} refused={refused} />
      {text === null ? (
        <S.Figures>
          <div>
            <dt>{t('confirm.perDigit')}</dt>
            <dd>
              <S.Row as="span">
                <Money amount={group.amount} label="kyats" />
                <Button
                  ref={editRef}
                  $variant="ghost"
                  disabled={isLocked}
                  aria-label={t('confirm.editLabel', { n })}
                  onClick={() => setText(String(group.amount))}
                >
                  {t('confirm.edit')}
                </Button>
              </S.Row>
            </dd>
          </div>
          <div>
            <dt>{t('confirm.count')}</dt>
            <dd>{group.amounts.length}</dd>
          </div>
          <div>
            <dt>{t('confirm.groupTotal')}</dt>
            <dd>
              <Money amount={group.totalAmount} label="kyats" />
            </dd>
          </div>
        </S.Figures>
      ) : (
        <S.Edit>
          <Field
            label={t('confirm.amountLabel', { n })}
            type="number"
            inputMode="numeric"
            min={minimumAmount}
            step={1}
            autoFocus
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setProblem(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') accept()
              if (event.key === 'Escape') close()
            }}
            error={
              problem === 'belowMinimum'
                ? t('entry.belowMinimum', { min: minimumAmount })
                : problem
                  ? t('confirm.invalidAmount')
                  : undefined
            }
          />
          <Button onClick={accept} aria-label={t('confirm.acceptLabel', { n })}>
            {t('confirm.accept')}
          </Button>
          <Button $variant="ghost" onClick={close} aria-label={t('confirm.cancelEditLabel', { n })}>
            {t('confirm.cancelEdit')}
          </Button>
        </S.Edit>
      )}
    </S.Group>
  )
}
