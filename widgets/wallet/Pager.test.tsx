import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../test/utils.tsx'
import { pageOf } from './log.fixtures.ts'
import { Pager } from './Pager.tsx'

const links = (page: number, last: number) => pageOf('/exchange-transactions-log', [], page, last).links

describe('Pager', () => {
  it("names previous and next in the reader's words, never the server's HTML entities", () => {
    renderWidget(<Pager links={links(2, 3)} onPage={vi.fn()} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next'])
    expect(nav.textContent).not.toMatch(/&|«|»/)
  })

  it('marks the current page and disables a control that leads nowhere', () => {
    renderWidget(<Pager links={links(1, 3)} onPage={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
  })

  it('calls back with the page of the link chosen', async () => {
    const onPage = vi.fn()
    renderWidget(<Pager links={links(2, 3)} onPage={onPage} />)
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(onPage.mock.calls).toEqual([[3], [1], [3]])
  })

  it('shows nothing when there is one page', () => {
    renderWidget(<Pager links={links(1, 1)} onPage={vi.fn()} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('takes a name for a second pager on the screen', () => {
    renderWidget(<Pager links={links(1, 2)} onPage={vi.fn()} label="Deposit pages" />)
    expect(screen.getByRole('navigation', { name: 'Deposit pages' })).toBeTruthy()
  })
})
