import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs.tsx'
import { renderUi } from './test-utils.tsx'

const periods = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'this_week', label: 'This week' },
  { id: 'last_week', label: 'Last week' },
]

const tab = (name: string) => screen.getByRole('tab', { name })
const isSelected = (name: string) => tab(name).getAttribute('aria-selected') === 'true'

describe('Tabs', () => {
  it('selects the first tab and shows its panel, labelled by it', () => {
    renderUi(
      <Tabs label="Period" items={periods}>
        {(id) => `Logs for ${id}`}
      </Tabs>,
    )
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeTruthy()
    expect(isSelected('Today')).toBe(true)
    const panel = screen.getByRole('tabpanel', { name: 'Today' })
    expect(panel.textContent).toBe('Logs for today')
    expect(tab('Today').getAttribute('aria-controls')).toBe(panel.id)
  })

  it('is one tab stop: only the selected tab is in the tab order', async () => {
    renderUi(<Tabs label="Period" items={periods} defaultSelectedId="this_week" />)
    await userEvent.tab()
    expect(document.activeElement).toBe(tab('This week'))
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1])
  })

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const onSelect = vi.fn()
    renderUi(
      <Tabs label="Period" items={periods} onSelect={onSelect}>
        {(id) => `Logs for ${id}`}
      </Tabs>,
    )
    await userEvent.click(tab('Today'))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Yesterday'))
    expect(isSelected('Yesterday')).toBe(true)
    expect(screen.getByRole('tabpanel').textContent).toBe('Logs for yesterday')
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(tab('Last week'))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Today'))
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Last week'))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Today'))
    expect(isSelected('Today')).toBe(true)
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'today',
      'yesterday',
      'last_week',
      'today',
      'last_week',
      'today',
    ])
  })

  it('as links, moves focus with arrows without following them, and selects on Enter', async () => {
    const onSelect = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault())
    renderUi(
      <Tabs
        label="Account"
        selectedId="profile"
        onSelect={onSelect}
        items={[
          { id: 'profile', label: 'Profile', href: '/information?tab=profile' },
          { id: 'transfer', label: 'Transfer', href: '/information?tab=transfer' },
          { id: 'logs', label: 'Logs', href: '/information?tab=logs' },
        ]}
      />,
    )
    expect(tab('Transfer').getAttribute('href')).toBe('/information?tab=transfer')
    expect(isSelected('Profile')).toBe(true)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Transfer'))
    expect(onSelect).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith('transfer', expect.anything())
    await userEvent.keyboard('{ArrowRight}[Space]')
    expect(onSelect).toHaveBeenLastCalledWith('logs', expect.anything())
  })
})
