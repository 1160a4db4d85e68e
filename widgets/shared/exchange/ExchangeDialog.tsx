import { Button, Dialog, FormParts as F, Field, Money, Spinner, useT, useToast } from '@shwe/ui'
import { useId } from 'react'
import type { AmountProblem } from '../forms/amount.logic.ts'
import * as S from './exchange.styles.ts'
import { EXCHANGE } from './exchange.texts.ts'
import { DIRECTIONS, type Direction, useExchange } from './use-exchange.ts'

export interface ExchangeDialogProps {
  open: boolean
  onClose: () => void
}

const PROBLEM_TEXT = {
  empty: 'invalid',
  notNumber: 'invalid',
  notPositive: 'invalid',
  belowMinimum: 'invalid',
  decimals: 'decimals',
} as const

/** The text of a refused amount: the spec's 'Please enter a valid amount', or what is wrong with it. */
export function exchangeProblemKey(problem: AmountProblem, direction: Direction) {
  if (problem === 'overBalance') return direction === 'mainToGame' ? 'overMain' : 'overGame'
  return PROBLEM_TEXT[problem]
}

/**
 * The Exchange Balance dialog (spec platform.md): both balances, the direction (main to game first), the
 * amount, Cancel and Exchange. Opened from the profile and from the top bar's balance.
 */
export function ExchangeDialog({ open, onClose }: ExchangeDialogProps) {
  const { t } = useT(EXCHANGE)
  const { t: tc } = useT('common')
  const toast = useToast()
  const amountId = useId()
  const exchange = useExchange(() => {
    toast.show(t('done'), { tone: 'success' })
    onClose()
  })
  const { user, direction, problem, errors } = exchange

  const close = () => {
    exchange.reset()
    onClose()
  }
  const amountError = problem
    ? t(exchangeProblemKey(problem, direction))
    : (errors.fields.amount ?? undefined)
  const general = errors.isNetwork ? t('network') : errors.isUnexpected ? t('failed') : errors.general

  return (
    <Dialog
      open={open}
      title={t('title')}
      closeLabel={tc('actions.close')}
      onClose={close}
      initialFocus="input[name=amount]"
    >
      <F.Form onSubmit={exchange.submit} noValidate>
        <S.Balances>
          <div data-source={direction === 'mainToGame'}>
            <dt>{t('main')}</dt>
            <dd>{user ? <Money amount={user.main_balance} label="ks" /> : '…'}</dd>
          </div>
          <div data-source={direction === 'gameToMain'}>
            <dt>{t('game')}</dt>
            <dd>{user ? <Money amount={user.balance} label="ks" /> : '…'}</dd>
          </div>
        </S.Balances>
        <DirectionToggle value={direction} onChange={exchange.setDirection} label={t('direction')} />
        <Field
          id={amountId}
          label={t('amount')}
          hint={t('amountHint')}
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
        <F.Actions>
          <Button $variant="ghost" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={exchange.amount.trim() === '' || exchange.isPending}
            aria-busy={exchange.isPending}
          >
            {exchange.isPending && <Spinner />}
            {exchange.isPending ? t('submitting') : t('submit')}
          </Button>
        </F.Actions>
      </F.Form>
    </Dialog>
  )
}

/** Main → Game or Game → Main, as two buttons of which one is pressed. */
export function DirectionToggle({
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
