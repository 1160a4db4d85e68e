import { act, render, screen } from '@testing-library/react'
import { atom, onStart, onStop } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { useStore } from './use-store.ts'

function Reader({ store, name }: { store: ReturnType<typeof atom<number>>; name: string }) {
  return <p>{`${name}: ${useStore(store)}`}</p>
}

describe('useStore', () => {
  it('starts a store once for the components that render it, not again at every read before they subscribe', async () => {
    const $count = atom(1)
    let starts = 0
    let stops = 0
    onStart($count, () => {
      starts += 1
    })
    onStop($count, () => {
      stops += 1
    })
    const view = render(
      <>
        <Reader store={$count} name="first" />
        <Reader store={$count} name="second" />
      </>,
    )
    // Let the effects (the subscriptions) run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(starts).toBe(1)
    expect(stops).toBe(0)
    act(() => $count.set(2))
    expect(screen.getByText('first: 2')).toBeTruthy()
    expect(screen.getByText('second: 2')).toBeTruthy()
    view.unmount()
    expect(stops).toBe(1)
  })
})
