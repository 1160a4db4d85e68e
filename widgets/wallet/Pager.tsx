import type { PageLink } from '@shwe/contract'
import { useT } from '@shwe/ui'
import { type PagerItem, pagerItems } from './log.logic.ts'
import * as S from './Pager.styles.ts'
import { WALLET } from './texts.ts'

export interface PagerProps {
  /** The server's `links` of a paginated list: previous, each page, next. */
  links: readonly PageLink[]
  /** Called with the page a control goes to (from its link's `?page=`). */
  onPage: (page: number) => void
  /** The name of the navigation landmark; "Pages" by default. Give one when a screen shows two pagers. */
  label?: string
}

/**
 * Pagination that follows the server's links. Their labels are never shown as they come (they carry HTML
 * entities): the first and last become Previous and Next, the others their page numbers. A control with no
 * page to go to is disabled; the current page carries `aria-current="page"`. Nothing renders for one page.
 */
export function Pager({ links, onPage, label }: PagerProps) {
  const { t } = useT(WALLET)
  const items = pagerItems(links)
  const pages = items.filter((item) => item.kind === 'page')
  if (pages.length <= 1) return null
  return (
    <S.Pager aria-label={label ?? t('pager.label')}>
      <ol>
        {items.map((item, index) => (
          // Keys by position, so the focused control stays the same element when the next page's links arrive.
          <li
            key={index === items.length - 1 ? 'next' : index}
            aria-hidden={item.kind === 'gap' || undefined}
          >
            <Control item={item} onPage={onPage} />
          </li>
        ))}
      </ol>
    </S.Pager>
  )
}

function Control({ item, onPage }: { item: PagerItem; onPage: (page: number) => void }) {
  const { t } = useT(WALLET)
  if (item.kind === 'gap') return <S.PageGap>…</S.PageGap>
  if (item.kind === 'page') {
    return (
      <S.PageButton
        aria-label={t('pager.page', { page: item.page })}
        aria-current={item.isCurrent ? 'page' : undefined}
        onClick={() => !item.isCurrent && onPage(item.page)}
      >
        {item.page}
      </S.PageButton>
    )
  }
  const { page } = item
  const isPrevious = item.kind === 'previous'
  return (
    <S.PageButton disabled={page === null} onClick={() => page !== null && onPage(page)}>
      {isPrevious && <Chevron d="M10 4L6 8l4 4" />}
      <S.PageWord>{t(isPrevious ? 'pager.previous' : 'pager.next')}</S.PageWord>
      {!isPrevious && <Chevron d="M6 4l4 4-4 4" />}
    </S.PageButton>
  )
}

function Chevron({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
