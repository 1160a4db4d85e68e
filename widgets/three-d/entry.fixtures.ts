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
