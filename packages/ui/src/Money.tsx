import { useT } from './i18n-context.tsx'
import { formatAmount } from './money.ts'

export type CurrencyLabel = 'ks' | 'mmk' | 'kyats'

/** An amount with thousand separators and its currency label (Ks, MMK or Kyats) in the reader's language. */
export function Money({ amount, label = 'mmk' }: { amount: string | number; label?: CurrencyLabel }) {
  const { t, language } = useT('common')
  return <>{`${formatAmount(amount, language)} ${t(`currency.${label}`)}`}</>
}
