import { useT } from './i18n-context.tsx'
import { formatAmount } from './money.ts'

export type CurrencyLabel = 'ks' | 'mmk' | 'kyats'

/** An amount with thousand separators and its currency label (Ks, MMK or Kyats) in the reader's language. */
export function Money({
  amount,
  label = 'mmk',
  alwaysPya = false,
}: {
  amount: string | number
  label?: CurrencyLabel
  /** Two decimals even on whole kyat ("1,100.00"), as slips show money. */
  alwaysPya?: boolean
}) {
  const { t, language } = useT('common')
  return <>{`${formatAmount(amount, language, { alwaysPya })} ${t(`currency.${label}`)}`}</>
}
