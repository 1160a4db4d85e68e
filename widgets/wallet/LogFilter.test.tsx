import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../test/utils.tsx'
import { LogFilter, type LogRange } from './LogFilter.tsx'

// 10:00 on 2026-11-24 in Yangon.
const now = () => new Date('2026-11-24T03:30:00Z')

function Filter({
  onChange,
  initial = { kind: 'all' },
}: {
  onChange: (value: LogRange) => void
  initial?: LogRange
}) {
  const [value, setValue] = useState<LogRange>(initial)
  return (
    <LogFilter
      allowAll
      now={now}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

async function chooseRange(from: string, to: string) {
  await userEvent.type(screen.getByLabelText('From'), from)
  await userEvent.type(screen.getByLabelText('To'), to)
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
}

describe('LogFilter', () => {
  it('offers All and the four periods, the chosen one pressed', async () => {
    const onChange = vi.fn()
    renderWidget(<Filter onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Period' })
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'All',
      'Today',
      'Yesterday',
      'This week',
      'Last week',
    ])
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Last week' }))
    expect(onChange).toHaveBeenCalledWith({ kind: 'period', period: 'last_week' })
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('leaves All out unless allowed', () => {
    renderWidget(<LogFilter value={{ kind: 'period', period: 'today' }} onChange={vi.fn()} now={now} />)
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('applies a custom range of Yangon dates', async () => {
    const onChange = vi.fn()
    renderWidget(<Filter onChange={onChange} />)
    await chooseRange('2026-11-01', '2026-11-24')
    expect(onChange).toHaveBeenCalledWith({ kind: 'range', from: '2026-11-01', to: '2026-11-24' })
    expect(screen.getByLabelText('To').getAttribute('max')).toBe('2026-11-24')
  })

  it('refuses an end before the start, saying why', async () => {
    const onChange = vi.fn()
    renderWidget(<Filter onChange={onChange} />)
    await chooseRange('2026-11-10', '2026-11-09')
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be before the start date.')
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a range longer than 92 days', async () => {
    const onChange = vi.fn()
    renderWidget(<Filter onChange={onChange} />)
    await chooseRange('2026-01-01', '2026-04-03')
    expect(screen.getByRole('alert').textContent).toBe('Choose a range of at most 92 days.')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('asks for both dates', async () => {
    const onChange = vi.fn()
    renderWidget(<Filter onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose both a start and an end date.')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows a range chosen elsewhere in its inputs', () => {
    renderWidget(
      <Filter onChange={vi.fn()} initial={{ kind: 'range', from: '2026-10-01', to: '2026-10-31' }} />,
    )
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-10-01')
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-10-31')
  })
})
