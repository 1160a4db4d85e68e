import { Button, Dialog, Field, Money, useT } from '@shwe/ui'
import { useEffect, useState } from 'react'
import * as S from './DigitGame.styles.ts'
import { BET_MAX, totalOf, unitOf } from './digit-game.logic.ts'
import type { Units } from './digit-round.logic.ts'
import { DIGIT_GAME } from './texts.ts'

interface BetDialogProps {
  open: boolean
  units: Units
  multiplier: number
  onClose: () => void
  onApply: (units: Units) => void
}

/** Bet and coin value, each a whole number of at least 1; BET MAX sets both to 10; total = bet × coin × multiplier. */
export function BetDialog({ open, units, multiplier, onClose, onApply }: BetDialogProps) {
  const { t } = useT(DIGIT_GAME)
  const [typed, setTyped] = useState({ bet: String(units.bet), coin: String(units.coin) })
  const [isInvalid, setIsInvalid] = useState(false)
  useEffect(() => {
    if (!open) return
    setTyped({ bet: String(units.bet), coin: String(units.coin) })
    setIsInvalid(false)
  }, [open, units])
  const betUnits = unitOf(typed.bet)
  const coinUnits = unitOf(typed.coin)
  const error = isInvalid ? t('amount.invalid') : undefined
  const type = (field: keyof Units, value: string) => {
    setTyped((old) => ({ ...old, [field]: value }))
    setIsInvalid(false)
  }
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
          value={typed.bet}
          error={betUnits === null ? error : undefined}
          onChange={(event) => type('bet', event.target.value)}
        />
        <Field
          label={t('amount.coin')}
          inputMode="numeric"
          value={typed.coin}
          error={coinUnits === null ? error : undefined}
          onChange={(event) => type('coin', event.target.value)}
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
              setTyped({ bet: String(BET_MAX), coin: String(BET_MAX) })
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
