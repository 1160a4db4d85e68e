import { useT } from '@shwe/ui'
import type { CSSProperties } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './Announcement.styles.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { CATALOGUE } from './texts.ts'

/** Seconds per character of the ticker, so short and long announcements scroll at the same speed. */
const SECONDS_PER_CHARACTER = 0.18
const MIN_SECONDS = 12

/**
 * The first announcement of the site (`banner_text`), scrolling across one line; it pauses under the pointer
 * or focus and stands still for readers who ask for reduced motion. Nothing shows without an announcement.
 */
export function Announcement() {
  const { $bannerText } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { data, error } = useStore($bannerText, { ssr: () => ({ loading: true }) })
  // While the announcement is on its way its bar keeps its place, so the page below does not jump when it comes.
  if (!data && !error) return <S.Announcement as="div" aria-hidden="true" />
  const text = data?.[0]?.text?.trim()
  if (!text) return null
  const seconds = Math.max(MIN_SECONDS, Math.round(text.length * SECONDS_PER_CHARACTER))
  return (
    <S.Announcement aria-label={t('announcement.label')}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
        <path d="M3 10v4h4l6 5V5L7 10zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" strokeWidth="1.8" />
      </svg>
      <S.Ticker style={{ '--catalogue-ticker-duration': `${seconds}s` } as CSSProperties}>
        <p>{text}</p>
      </S.Ticker>
    </S.Announcement>
  )
}
