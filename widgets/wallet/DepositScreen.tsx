import type { PaymentAccount } from '@shwe/contract'
import { Button, EmptyState, ErrorState, FormParts as F, Field, Spinner, useT, useToast } from '@shwe/ui'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { type AmountProblem, amountProblem } from '../shared/forms/amount.logic.ts'
import { useServerForm } from '../shared/forms/use-form.ts'
import * as S from './Deposit.styles.ts'
import { AccountCard, AccountChooser, AccountSkeleton } from './DepositAccount.tsx'
import {
  asciiDigits,
  isReference,
  type ReceiptProblem,
  receiptFingerprint,
  receiptProblem,
  referenceOf,
} from './deposit.logic.ts'
import { depositQueries } from './deposit.queries.ts'
import { SignedInScreen } from './SignedInScreen.tsx'
import { WALLET } from './texts.ts'
import { useFocusFirstInvalid } from './transfer-tab.hooks.ts'
import * as W from './Wallet.styles.ts'
import { logsRoute } from './wallet.logic.ts'
import { walletQueries } from './wallet.queries.ts'

// The deposit passes amountProblem neither a minimum nor a balance, so only these four can come back.
const AMOUNT_TEXT = {
  empty: 'deposit.errors.amountEmpty',
  notNumber: 'deposit.errors.amountNotNumber',
  notPositive: 'deposit.errors.amountNotPositive',
  decimals: 'deposit.errors.amountDecimals',
} as const satisfies Partial<Record<AmountProblem, string>>

const RECEIPT_TEXT = {
  type: 'deposit.errors.receiptType',
  size: 'deposit.errors.receiptSize',
} as const satisfies Record<ReceiptProblem, string>

type DepositField = 'amount' | 'refrence_no' | 'receipt'
type ProblemText =
  | (typeof AMOUNT_TEXT)[keyof typeof AMOUNT_TEXT]
  | (typeof RECEIPT_TEXT)[ReceiptProblem]
  | 'deposit.errors.reference'

/** `/top-up/bank`: the deposit form in its own page, or a short text and a sign-in button for a visitor. */
export function DepositScreen() {
  const { t } = useT(WALLET)
  return (
    <SignedInScreen title={t('deposit.title')} signedOut={t('deposit.signedOut')}>
      <DepositForm />
    </SignedInScreen>
  )
}

/**
 * The deposit request of a signed-in player (spec platform.md "Wallet screens"): the agent account to pay to
 * (the first preselected, the others in a chooser), the amount, the last 6 digits of the transaction number
 * and an optional receipt picture. Checked in the form first; the server's 422 errors show under the fields.
 * On success: a toast, the form cleared, and the deposit log.
 */
export function DepositForm() {
  const runtime = useRuntime()
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const store = runtime.stores(depositQueries).$accounts
  const { data: accounts, error } = useStore(store, { ssr: () => ({ loading: true }) })

  if (!accounts && error) {
    return (
      <W.Card>
        <ErrorState
          message={tc('errors.somethingWrong')}
          retryLabel={tc('actions.retry')}
          onRetry={() => store.revalidate()}
        />
      </W.Card>
    )
  }
  if (accounts?.length === 0) {
    return (
      <W.Card>
        <EmptyState message={t('deposit.empty')} />
      </W.Card>
    )
  }
  return <DepositFields accounts={accounts} />
}

/** The form itself; `accounts` is undefined while they load (a skeleton holds the card's place). */
function DepositFields({ accounts }: { accounts: PaymentAccount[] | undefined }) {
  const runtime = useRuntime()
  const { api } = runtime
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const toast = useToast()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useServerForm({ amount: '', refrence_no: '', receipt: '' })
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [isChoosing, setIsChoosing] = useState(false)
  const [receipt, setReceipt] = useState<File | null>(null)
  const [receiptIssue, setReceiptIssue] = useState<ReceiptProblem | null>(null)
  // A new key gives a fresh file input: the only way to empty one.
  const [fileInputKey, setFileInputKey] = useState(0)
  const [problems, setProblems] = useState<Partial<Record<DepositField, ProblemText>>>({})
  const preview = usePreviewUrl(receipt)
  useFocusFirstInvalid(formRef, form.errors)

  const chosen = accounts?.find((account) => account.id === chosenId) ?? accounts?.[0]

  function clearReceipt() {
    setReceipt(null)
    setReceiptIssue(null)
    setFileInputKey((key) => key + 1)
  }

  function chooseReceipt(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    const issue = file ? receiptProblem(file) : null
    setReceiptIssue(issue)
    setReceipt(issue ? null : file)
    // The last submit's verdict on the receipt (the form's or the server's) was about another file.
    setProblems(({ receipt: _, ...others }) => others)
    form.setErrors((old) => {
      const { receipt: _, ...fields } = old.fields
      return { ...old, fields }
    })
    // A refused file is not kept: the input is emptied and the message says why.
    if (issue) setFileInputKey((key) => key + 1)
  }

  const submit = form.submit(
    (values, idempotencyKey) =>
      api.deposit(
        {
          agent_payment_type_id: chosen?.id ?? '',
          amount: asciiDigits(values.amount.trim()),
          refrence_no: referenceOf(values.refrence_no),
        },
        { idempotencyKey, receipt: receipt ?? undefined },
      ),
    () => {
      form.reset()
      clearReceipt()
      setProblems({})
      toast.show(t('deposit.done'), { tone: 'success' })
      runtime.stores(walletQueries).$depositLog.invalidate()
      navigate(logsRoute('deposit'))
    },
    {
      extra: { account: chosen?.id, receipt: receiptFingerprint(receipt) },
      validate: (values) => {
        const found: Partial<Record<DepositField, ProblemText>> = {}
        const amount = amountProblem(asciiDigits(values.amount))
        if (amount) found.amount = AMOUNT_TEXT[amount as keyof typeof AMOUNT_TEXT] ?? AMOUNT_TEXT.notPositive
        if (!isReference(values.refrence_no)) found.refrence_no = 'deposit.errors.reference'
        if (receiptIssue) found.receipt = RECEIPT_TEXT[receiptIssue]
        setProblems(found)
        return found
      },
    },
  )

  const { errors } = form
  const errorOf = (field: DepositField) => {
    const problem = problems[field]
    return problem ? t(problem) : errors.fields[field]
  }
  const receiptError = receiptIssue ? t(RECEIPT_TEXT[receiptIssue]) : errorOf('receipt')
  const general = errors.isNetwork
    ? t('deposit.network')
    : errors.isUnexpected
      ? tc('errors.unexpected')
      : errors.general

  return (
    <W.Card>
      {chosen ? (
        <AccountCard
          account={chosen}
          canChange={(accounts?.length ?? 0) > 1}
          onChange={() => setIsChoosing(true)}
        />
      ) : (
        <AccountSkeleton label={t('deposit.loading')} />
      )}
      {isChoosing && accounts && chosen && (
        <AccountChooser
          accounts={accounts}
          chosenId={chosen.id}
          onChoose={(id) => {
            setChosenId(id)
            setIsChoosing(false)
          }}
          onClose={() => setIsChoosing(false)}
        />
      )}
      <F.Form ref={formRef} onSubmit={submit} noValidate aria-label={t('deposit.title')}>
        <Field
          label={t('deposit.amount')}
          hint={t('deposit.amountHint')}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          autoComplete="off"
          {...form.bind('amount')}
          error={errorOf('amount')}
        />
        <Field
          label={t('deposit.reference')}
          hint={t('deposit.referenceHint')}
          inputMode="numeric"
          autoComplete="off"
          {...form.bind('refrence_no')}
          error={errorOf('refrence_no')}
        />
        <Field label={t('deposit.receipt')} hint={t('deposit.receiptHint')} error={receiptError}>
          {(control) => (
            <S.FileInput
              key={fileInputKey}
              {...control}
              type="file"
              name="receipt"
              accept="image/png,image/jpeg,image/webp"
              onChange={chooseReceipt}
            />
          )}
        </Field>
        {receipt && (
          <S.Preview>
            {preview && <img src={preview} alt={t('deposit.receiptPreview')} />}
            <figcaption>
              <Button $variant="ghost" onClick={clearReceipt}>
                {t('deposit.removeReceipt')}
              </Button>
            </figcaption>
          </S.Preview>
        )}
        {general && <F.FormError role="alert">* {general}</F.FormError>}
        <Button type="submit" disabled={form.isPending || !chosen} aria-busy={form.isPending}>
          {form.isPending && <Spinner />}
          {form.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </F.Form>
    </W.Card>
  )
}

/** A local address for showing the chosen picture, released when it changes; null where the browser has none. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = file ? objectUrl(file) : null
    setUrl(made)
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [file])
  return url
}

// The preview is a nicety: where the browser cannot make the address, the form goes on without it.
function objectUrl(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
  } catch {
    return null
  }
}
