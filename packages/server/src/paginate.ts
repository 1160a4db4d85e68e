/**
 * The paginated shape the contract's clients read (`data.data`, `data.links`, `current_page` ...), built
 * from one page of rows and the total count.
 */
export interface PageLink {
  url: string | null
  label: string
  active: boolean
}

export interface Page<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  links: PageLink[]
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/**
 * One page of a list. `query` holds the filters the list was asked for (`from`, `to`); every page URL keeps
 * them, before `page`.
 */
export function paginate<T>(
  rows: T[],
  options: { page: number; perPage: number; total: number; url: string; query?: Record<string, string> },
): Page<T> {
  const { page, perPage, total } = options
  const path = options.url.split('?')[0] ?? options.url
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const urlOf = (n: number) => `${path}?${new URLSearchParams({ ...options.query, page: String(n) })}`
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null
  const links: PageLink[] = [
    { url: page > 1 ? urlOf(page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({
      url: urlOf(i + 1),
      label: String(i + 1),
      active: i + 1 === page,
    })),
    { url: page < lastPage ? urlOf(page + 1) : null, label: 'Next &raquo;', active: false },
  ]
  return {
    current_page: page,
    data: rows,
    first_page_url: urlOf(1),
    from,
    last_page: lastPage,
    last_page_url: urlOf(lastPage),
    links,
    next_page_url: page < lastPage ? urlOf(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? urlOf(page - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total,
  }
}
