import type { PaymentType } from '@shwe/contract'
import {
  Button,
  EmptyState,
  ErrorState,
  FormParts as F,
  Field,
  Money,
  PasswordField,
  Spinner,
  useT,
  useToast,
  ZawgyiHint,
} from '@shwe/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { type AmountProblem, amountProblem } from '../shared/forms/amount.logic.ts'
import { useServerForm } from '../shared/forms/use-form.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { asciiDigits } from './deposit.logic.ts'
import { SignedInScreen } from './SignedInScreen.tsx'
import { WALLET } from './texts.ts'
import { useFocusFirstInvalid } from './transfer-tab.hooks.ts'
import * as W from './Wallet.styles.ts'
import * as S from './Withdraw.styles.ts'
import { logsRoute } from './wallet.logic.ts'
import { walletQueries } from './wallet.queries.ts'
import {
  type AccountNameProblem,
  type AccountNumberProblem,
  accountNameOf,
  accountNameProblem,
  accountNumberOf,
  accountNumberProblem,
} from './withdraw.logic.ts'
import { withdrawQueries } from './withdraw.queries.ts'

// The withdrawal passes amountProblem the game balance and no minimum (the server has its own).
const AMOUNT_TEXT = {
  empty: 'withdraw.errors.amountEmpty',
  notNumber: 'withdraw.errors.amountNotNumber',
  notPositive: 'withdraw.errors.amountNotPositive',
  decimals: 'withdraw.errors.amountDecimals',
  overBalance: 'withdraw.errors.amountOverBalance',
} as const satisfies Partial<Record<AmountProblem, string>>

const NAME_TEXT = {
  empty: 'withdraw.errors.accountNameEmpty',
  tooLong: 'withdraw.errors.accountNameLong',
} as const satisfies Record<AccountNameProblem, string>

const NUMBER_TEXT = {
  empty: 'withdraw.errors.accountNumberEmpty',
  notDigits: 'withdraw.errors.accountNumberDigits',
  tooLong: 'withdraw.errors.accountNumberLong',
} as const satisfies Record<AccountNumberProblem, string>

type WithdrawField = 'payment_type_id' | 'account_name' | 'account_number' | 'amount' | 'password'
type ProblemText =
  | (typeof AMOUNT_TEXT)[keyof typeof AMOUNT_TEXT]
  | (typeof NAME_TEXT)[AccountNameProblem]
  | (typeof NUMBER_TEXT)[AccountNumberProblem]
  | 'withdraw.errors.paymentType'
  | 'withdraw.errors.passwordEmpty'

/** `/with-draw`: the withdraw form in its own page, or a short text and a sign-in button for a visitor. */
export function WithdrawScreen() {
  const { t } = useT(WALLET)
  return (
    <SignedInScreen title={t('withdraw.title')} signedOut={t('withdraw.signedOut')}>
      <WithdrawForm />
    </SignedInScreen>
  )
}

/**
 * The withdrawal request of a signed-in player (spec platform.md "Wallet screens"): payment method, account
 * name and number (prefilled from the player's payout account), amount and password. The amount leaves the
 * game balance at once, so every balance on the page is read again on success; then the withdraw log.
 */
export function WithdrawForm() {
  const runtime = useRuntime()
  const { api, session } = runtime
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const toast = useToast()
  const navigate = useNavigate()
  const stores = runtime.stores(withdrawQueries)
  const types = useStore(stores.$paymentTypes, { ssr: () => ({ loading: true }) })
  const saved = useStore(stores.$userPayment, { ssr: () => ({ loading: true }) })
  const user = useStore(session.$user, { ssr: () => undefined })
  const formRef = useRef<HTMLFormElement>(null)
  const heldId = useId()
  const form = useServerForm({
    payment_type_id: '',
    account_name: '',
    account_number: '',
    amount: '',
    password: '',
  })
  const [problems, setProblems] = useState<Partial<Record<WithdrawField, ProblemText>>>({})
  useFocusFirstInvalid(formRef, form.errors)

  // The player's payout account fills the fields they have not typed in yet, once.
  const isPrefilled = useRef(false)
  const { setValue, values } = form
  useEffect(() => {
    const account = saved.data
    if (isPrefilled.current || !account) return
    isPrefilled.current = true
    if (values.payment_type_id === '') setValue('payment_type_id', String(account.payment_type.id))
    if (values.account_name === '') setValue('account_name', account.account_name)
    if (values.account_number === '') setValue('account_number', account.account_no)
  }, [saved.data, values, setValue])

  const submit = form.submit(
    (values, idempotencyKey) =>
      api.withdraw(
        {
          payment_type_id: Number(values.payment_type_id),
          account_name: accountNameOf(values.account_name),
          account_number: accountNumberOf(values.account_number),
          amount: asciiDigits(values.amount.trim()),
          password: values.password,
        },
        { idempotencyKey },
      ),
    async () => {
      form.setValue('amount', '')
      form.setValue('password', '')
      setProblems({})
      toast.show(t('withdraw.done'), { tone: 'success' })
      runtime.stores(walletQueries).$withdrawLog.invalidate()
      // The held amount has left the game balance: every balance on the page shows it now.
      await session.refreshUser()
      navigate(logsRoute('withdraw'))
    },
    {
      validate: (values) => {
        const found: Partial<Record<WithdrawField, ProblemText>> = {}
        const isKnownType = types.data?.some((type) => String(type.id) === values.payment_type_id)
        if (!isKnownType) found.payment_type_id = 'withdraw.errors.paymentType'
        const name = accountNameProblem(values.account_name)
        if (name) found.account_name = NAME_TEXT[name]
        const number = accountNumberProblem(values.account_number)
        if (number) found.account_number = NUMBER_TEXT[number]
        const amount = amountProblem(asciiDigits(values.amount), { balance: user?.balance })
        if (amount) found.amount = AMOUNT_TEXT[amount as keyof typeof AMOUNT_TEXT] ?? AMOUNT_TEXT.notPositive
        if (values.password === '') found.password = 'withdraw.errors.passwordEmpty'
        setProblems(found)
        return found
      },
    },
  )

  const { errors } = form
  const errorOf = (field: WithdrawField) => {
    const problem = problems[field]
    return problem ? t(problem) : errors.fields[field]
  }
  // The spec's fixed message, whatever the server says about the payment method.
  const paymentTypeError =
    problems.payment_type_id || errors.fields.payment_type_id ? t('withdraw.errors.paymentType') : undefined
  const general = errors.isNetwork
    ? tc('errors.network')
    : errors.isUnexpected
      ? tc('errors.unexpected')
      : errors.general
  const toggle = { showLabel: tc('signIn.showPassword'), hideLabel: tc('signIn.hidePassword') }

  if (!types.data && types.error) {
    return (
      <W.Card>
        <ErrorState
          message={tc('errors.somethingWrong')}
          retryLabel={tc('actions.retry')}
          onRetry={() => stores.$paymentTypes.revalidate()}
        />
      </W.Card>
    )
  }
  if (types.data?.length === 0) {
    return (
      <W.Card>
        <EmptyState message={t('withdraw.empty')} />
      </W.Card>
    )
  }
  return (
    <W.Card>
      <F.Form ref={formRef} onSubmit={submit} noValidate aria-label={t('withdraw.title')}>
        <PaymentTypeChoice
          types={types.data}
          value={form.values.payment_type_id}
          onChange={(id) => form.setValue('payment_type_id', id)}
          error={paymentTypeError}
        />
        <div>
          <Field
            label={t('withdraw.accountName')}
            hint={t('withdraw.accountNameHint')}
            autoComplete="name"
            {...form.bind('account_name')}
            error={errorOf('account_name')}
          />
          <ZawgyiHint
            text={form.values.account_name}
            message={t('withdraw.zawgyiHint')}
            convertLabel={t('withdraw.zawgyiConvert')}
            onConvert={(unicode) => form.setValue('account_name', unicode)}
          />
        </div>
        <Field
          label={t('withdraw.accountNumber')}
          hint={t('withdraw.accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          {...form.bind('account_number')}
          error={errorOf('account_number')}
        />
        <Field
          label={t('withdraw.amount')}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          autoComplete="off"
          aria-describedby={heldId}
          {...form.bind('amount')}
          error={errorOf('amount')}
        />
        <S.Note id={heldId}>
          <S.Balance>
            <span>{t('withdraw.balance')}</span>
            <strong>{user ? <Money amount={user.balance} label="ks" /> : '…'}</strong>
          </S.Balance>
          <p>{t('withdraw.held')}</p>
        </S.Note>
        <PasswordField
          label={t('withdraw.password')}
          autoComplete="current-password"
          {...form.bind('password')}
          error={errorOf('password')}
          {...toggle}
        />
        {general && <F.FormError role="alert">* {general}</F.FormError>}
        <Button type="submit" disabled={form.isPending || !types.data} aria-busy={form.isPending}>
          {form.isPending && <Spinner />}
          {form.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </Button>
      </F.Form>
    </W.Card>
  )
}

/**
 * The payment services as logo tiles: one native radio each, so arrow keys move between them; the group is
 * named by its label and described by its error. Empty tiles hold the place while the services load.
 */
const PLACEHOLDER_TILES = 6

function PaymentTypeChoice({
  types,
  value,
  onChange,
  error,
}: {
  types: PaymentType[] | undefined
  value: string
  onChange: (id: string) => void
  error: string | undefined
}) {
  const { t } = useT(WALLET)
  const resolve = useMediaUrl()
  const labelId = useId()
  const errorId = useId()
  const name = useId()
  return (
    <S.PaymentTypes>
      <span id={labelId}>{t('withdraw.paymentType')}</span>
      {types ? (
        <S.Tiles
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        >
          {types.map((type) => {
            const src = resolve(type.image_url)
            return (
              <label key={type.id}>
                <input
                  type="radio"
                  name={name}
                  value={type.id}
                  checked={String(type.id) === value}
                  onChange={() => onChange(String(type.id))}
                />
                {src ? (
                  <img src={src} alt="" />
                ) : (
                  <span data-initial aria-hidden="true">
                    {type.name.slice(0, 1)}
                  </span>
                )}
                <span>{type.name}</span>
              </label>
            )
          })}
        </S.Tiles>
      ) : (
        // Tiles of the same make as the real ones, as many as a usual list of services, so nothing moves when
        // they come.
        <S.Tiles as="div" aria-busy="true" aria-label={t('withdraw.loading')} data-placeholder>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={i} data-tile aria-hidden="true">
              <span data-initial />
              <span>&nbsp;</span>
            </div>
          ))}
        </S.Tiles>
      )}
      {error && (
        <S.GroupError id={errorId} role="alert">
          * {error}
        </S.GroupError>
      )}
    </S.PaymentTypes>
  )
}
