import { type DateTimeVariant, formatDateTime } from './date-time.ts'
import { useLanguage } from './i18n-context.tsx'

export interface DateTimeProps {
  /** An ISO string, a Yangon `YYYY-MM-DD HH:mm:ss` from the API, or a Date. */
  value: string | Date
  variant?: DateTimeVariant
  className?: string
}

/**
 * A date, a time or both, in Asia/Yangon and the reader's language, inside `<time datetime>`. Text that is
 * not a time is shown as it came.
 */
export function DateTime({ value, variant = 'datetime', className }: DateTimeProps) {
  const language = useLanguage()
  const formatted = formatDateTime(value, language, variant)
  if (!formatted) return <span className={className}>{String(value)}</span>
  return (
    <time className={className} dateTime={formatted.iso}>
      {formatted.text}
    </time>
  )
}
