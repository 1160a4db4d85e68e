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
  return grouped(value, hasPya) ?? numberFormat(language, hasPya).format(value)
}

// The four languages write money alike: Latin digits, "," between thousands, "." before pya, "-" before a debt
// (money.test.ts holds this against Intl for each). Written out here because the first Intl.NumberFormat a page
// makes loads the number data of ICU: 120–220 ms of a phone's main thread (Chromium at 4× CPU), on every page
// that shows a balance.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** The value written as Intl writes it (two decimals at most, half away from zero); null for exponent forms. */
function grouped(value: number, hasPya: boolean): string | null {
  const parts = DECIMAL.exec(Object.is(value, -0) ? '-0' : String(value))
  if (!parts) return null
  const [, sign, whole = '0', fraction = ''] = parts
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if ((fraction[2] ?? '0') >= '5') cents += 1n
  const kyat = (cents / 100n).toString()
  let pya = (cents % 100n).toString().padStart(2, '0')
  if (!hasPya) pya = pya.replace(/0+$/, '')
  return `${sign}${kyat.replace(/\B(?=(\d{3})+$)/g, ',')}${pya ? `.${pya}` : ''}`
}

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
