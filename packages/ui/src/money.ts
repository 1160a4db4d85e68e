import { INTL_LOCALES, type Language } from '@shwe/i18n'

/**
 * "15000.00" → "15,000", "1500.5" → "1,500.50": thousand separators in the reader's locale, two decimals only
 * when there are pya (always with `alwaysPya`, as slips show money). Takes the API's decimal strings as they come.
 */
export function formatAmount(
  amount: string | number,
  language: Language,
  { alwaysPya = false }: { alwaysPya?: boolean } = {},
): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  const hasPya = alwaysPya || Math.round(value * 100) % 100 !== 0
  return numberFormat(language, hasPya).format(value)
}

// Making a formatter costs far more than using one, and a board shows many amounts at every change.
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(language: Language, hasPya: boolean): Intl.NumberFormat {
  const key = `${language}:${hasPya}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      minimumFractionDigits: hasPya ? 2 : 0,
      maximumFractionDigits: 2,
    })
    formats.set(key, format)
  }
  return format
}
