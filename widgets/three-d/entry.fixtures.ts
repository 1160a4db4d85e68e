import { screen } from '@testing-library/react'
import type { Runtime } from '../platform/runtime.ts'
import { threeDSelection } from './selection.ts'

/** The groups picked so far on the page, each as its numbers, amount and whether it holds permutations. */
export const pickedGroups = (runtime: Runtime) =>
  runtime
    .stores(threeDSelection)
    .$groups.get()
    .map(({ numbers, amount, isPermutation }) => ({ numbers, amount, isPermutation }))

export const numberBox = () => screen.getByRole('textbox', { name: '3-digit number' })
export const amountBox = () => screen.getByRole('spinbutton', { name: 'Amount per number (Ks)' })

/** The 2026-12-01 draw, open for bets until 12:00 in Yangon. */
export const open = {
  draw_session: '2026-12-01',
  cutoff_at: '2026-12-01T05:30:00.000Z', // 12:00 Yangon
  result_at: '2026-12-01T08:00:00.000Z',
  is_betting_open: true,
}

/** `GET /threed/draw-info` on the Sunday before that draw, with `over` in its data. */
export const drawInfo = (over: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    server_time: '2026-11-29T05:30:00.000Z',
    is_betting_open: true,
    current_session: open,
    next_session: open,
    last_session: null,
    ...over,
  },
})
