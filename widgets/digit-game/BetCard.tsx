import type { UserProfile } from '@shwe/contract'
import { DIGIT_MULTIPLIERS } from '@shwe/domain'
import { Button, Money, Spinner, useT } from '@shwe/ui'
import * as S from './DigitGame.styles.ts'
import {
  type Pick as BetPick,
  DIGITS,
  pickDigit,
  pickSide,
  sidesDisabled,
  totalOf,
} from './digit-game.logic.ts'
import type { Round } from './digit-round.logic.ts'
import { DIGIT_GAME } from './texts.ts'

interface BetCardProps {
  round: Round
  isPending: boolean
  user: UserProfile | undefined
  onChoose: (pick: NonNullable<BetPick>) => void
  onMultiplier: (n: number) => void
  onOpenAmount: () => void
  onRoll: () => void
}

/**
 * The game's card: the result face and what the last roll said, the digit, side and multiplier pickers, the
 * game balance and stake, the countdown and the roll button.
 */
export function BetCard({
  round,
  isPending,
  user,
  onChoose,
  onMultiplier,
  onOpenAmount,
  onRoll,
}: BetCardProps) {
  const { t } = useT(DIGIT_GAME)
  const { message, units, multiplier, countdown } = round
  return (
    <S.Card>
      <S.Face $rolling={isPending} role="img" aria-label={t('result.label')} data-testid="digit-face">
        {round.rolled ?? '?'}
      </S.Face>
      <S.Message role="status" aria-live="polite">
        {message.kind === 'result' ? message.text : ''}
      </S.Message>
      {message.kind === 'error' && <S.Alert role="alert">{message.text}</S.Alert>}
      <Pickers round={round} isPending={isPending} onChoose={onChoose} onMultiplier={onMultiplier} />
      <S.Row>
        <span>{t('balance')}:</span>
        <strong>{user ? <Money amount={user.balance} label="kyats" /> : '—'}</strong>
      </S.Row>
      <S.Row>
        <span>{t('stake')}:</span>
        <strong data-testid="digit-stake">
          <Money amount={totalOf(units.bet, units.coin, multiplier)} label="kyats" />
        </strong>
        <Button $variant="ghost" onClick={onOpenAmount} disabled={isPending}>
          {t('amount.open')}
        </Button>
      </S.Row>
      {countdown && <p>{t('countdown', { seconds: countdown.left })}</p>}
      <Button onClick={onRoll} disabled={isPending} aria-busy={isPending || undefined}>
        {isPending && <Spinner />}
        {isPending ? t('rolling') : t('roll')}
      </Button>
    </S.Card>
  )
}

type PickersProps = Pick<BetCardProps, 'round' | 'isPending' | 'onChoose' | 'onMultiplier'>

/** Digits 0–9, Small and Big (disabled while a digit is picked), and the multipliers. */
function Pickers({ round: { pick, multiplier }, isPending, onChoose, onMultiplier }: PickersProps) {
  const { t } = useT(DIGIT_GAME)
  return (
    <>
      <fieldset>
        <legend>{t('pick.digits')}</legend>
        <S.Grid>
          {DIGITS.map((digit) => (
            <S.Choice
              key={digit}
              aria-pressed={pick?.betType === 'digit' && pick.digit === digit}
              disabled={isPending}
              onClick={() => onChoose(pickDigit(digit))}
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
              onClick={() => onChoose(pickSide(side))}
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
              onClick={() => onMultiplier(n)}
            >
              {t('pick.multiplierValue', { n })}
            </S.Choice>
          ))}
        </S.Row>
      </fieldset>
    </>
  )
}
