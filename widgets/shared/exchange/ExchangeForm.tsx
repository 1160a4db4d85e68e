import { Button, FormParts as F, Field, Money, Spinner, useT } from '@shwe/ui'
import { useId } from 'react'
import * as S from './exchange.styles.ts'
import { EXCHANGE } from './exchange.texts.ts'
import { DIRECTIONS, type Direction, type Exchange } from './use-exchange.ts'

/** The words of the form, where a screen has its own; the Exchange Balance dialog's are the default. */
export interface ExchangeFormTexts {
  main: string
  game: string
  direction: string
  amount: string
  /** Under the amount; none unless given. */
  hint?: string
  /** An amount that is empty, not a number or not above zero. */
  invalid: string
  /** A refusal the server gave no reason for. */
  failed: string
  submit: string
  submitting: string
}

export interface ExchangeFormProps {
  /** The exchange in progress, from `useExchange`: the caller keeps it, to reset it or act when it is done. */
  exchange: Exchange
  texts?: Partial<ExchangeFormTexts>
  /** A Cancel button beside the submit (the dialog's); without it the submit stands alone. */
  onCancel?: () => void
  /** The submit stays off until an amount is typed; otherwise an empty submit says what is missing. */
  waitsForAmount?: boolean
}

/**
 * The exchange between the two balances (spec platform.md "Exchange Balance", number-games.md "Transfer screen"):
 * both balances with the source of the chosen direction marked, the direction (main to game first), the amount
 * with what is wrong with it, the server's refusal, and a busy submit.
 */
export function ExchangeForm({ exchange, texts: own, onCancel, waitsForAmount = false }: ExchangeFormProps) {
  const { t } = useT(EXCHANGE)
  const amountId = useId()
  const texts: ExchangeFormTexts = {
    main: t('main'),
    game: t('game'),
    direction: t('direction'),
    amount: t('amount'),
    invalid: t('invalid'),
    failed: t('failed'),
    submit: t('submit'),
    submitting: t('submitting'),
    ...own,
  }
  const { user, direction, problem, errors, isPending } = exchange

  const amountError = !problem
    ? errors.fields.amount
    : problem === 'overBalance'
      ? t(direction === 'mainToGame' ? 'overMain' : 'overGame')
      : problem === 'decimals'
        ? t('decimals')
        : texts.invalid
  const general = errors.isNetwork ? t('network') : errors.isUnexpected ? texts.failed : errors.general
  const submit = (
    <Button
      type="submit"
      disabled={isPending || (waitsForAmount && exchange.amount.trim() === '')}
      aria-busy={isPending}
    >
      {isPending && <Spinner />}
      {isPending ? texts.submitting : texts.submit}
    </Button>
  )

  return (
    <F.Form onSubmit={exchange.submit} noValidate>
      <S.Balances>
        <div data-source={direction === 'mainToGame'}>
          <dt>{texts.main}</dt>
          <dd>{user ? <Money amount={user.main_balance} label="ks" /> : '…'}</dd>
        </div>
        <div data-source={direction === 'gameToMain'}>
          <dt>{texts.game}</dt>
          <dd>{user ? <Money amount={user.balance} label="ks" /> : '…'}</dd>
        </div>
      </S.Balances>
      <DirectionToggle value={direction} onChange={exchange.setDirection} label={texts.direction} />
      <Field
        id={amountId}
        label={texts.amount}
        hint={texts.hint}
        name="amount"
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        autoComplete="off"
        value={exchange.amount}
        onChange={(event) => exchange.setAmount(event.target.value)}
        error={amountError}
      />
      {general && <F.FormError role="alert">{general}</F.FormError>}
      {onCancel ? (
        <F.Actions>
          <Button $variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          {submit}
        </F.Actions>
      ) : (
        submit
      )}
    </F.Form>
  )
}

/** Main → Game or Game → Main, as two buttons of which one is pressed. */
function DirectionToggle({
  value,
  onChange,
  label,
}: {
  value: Direction
  onChange: (next: Direction) => void
  label: string
}) {
  const { t } = useT(EXCHANGE)
  return (
    <S.Toggle role="group" aria-label={label}>
      {DIRECTIONS.map((each) => (
        <button key={each} type="button" aria-pressed={each === value} onClick={() => onChange(each)}>
          {t(each)}
        </button>
      ))}
    </S.Toggle>
  )
}
