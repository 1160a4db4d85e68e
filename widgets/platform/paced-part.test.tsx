import { act, fireEvent } from '@testing-library/react'
import { render } from 'preact'
import { type ReactNode, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { hydrateIsland } from './island-hydration.ts'
import { PacedIsland, PacedPart } from './paced-part.tsx'

// Run under preact/compat (the `elements` project), as the site's islands hydrate: Preact hydrates a tree in one
// synchronous pass, which the paced parts split.

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  )
}

function Screen({ extra }: { extra?: ReactNode }) {
  return (
    <section>
      <Counter name="head" />
      <PacedPart>
        <Counter name="grid" />
        <p>below the grid</p>
      </PacedPart>
      {extra}
    </section>
  )
}

/** A screen whose part appears on a tap, after the island has hydrated. */
function Later() {
  const [isShown, setShown] = useState(false)
  return (
    <Screen
      extra={
        <>
          <button type="button" onClick={() => setShown(true)}>
            show
          </button>
          {isShown && (
            <PacedPart>
              <Counter name="later" />
            </PacedPart>
          )}
        </>
      }
    />
  )
}

const serverHtml = (tree: ReactNode) => {
  const page = document.createElement('div')
  render(tree, page)
  return page.innerHTML
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((each) => each.textContent?.startsWith(name)) as HTMLElement

let container: HTMLElement
afterEach(() => {
  render(null, container)
  container.remove()
})

it('hydrates a paced part after the island’s first pass, keeping its server HTML, then with its handlers', async () => {
  container = document.body.appendChild(document.createElement('div'))
  const html = serverHtml(
    <PacedIsland>
      <Screen />
    </PacedIsland>,
  )
  container.innerHTML = html
  const grid = button(container, 'grid')

  await hydrateIsland(async () => {
    hydrateRoot(
      container,
      <PacedIsland>
        <Screen />
      </PacedIsland>,
    )
  })
  // The first pass: the head works, the part is the server's HTML, untouched and not yet live.
  expect(container.innerHTML).toBe(html)
  fireEvent.click(button(container, 'head'))
  fireEvent.click(grid)
  await act(async () => {})
  expect(button(container, 'head').textContent).toBe('head 1')
  expect(grid.textContent).toBe('grid 0')

  await act(async () => {
    await nextTask()
    await nextTask()
  })
  // A later task: the same nodes, now live, nothing added or lost.
  expect(button(container, 'grid')).toBe(grid)
  fireEvent.click(grid)
  await act(async () => {})
  expect(grid.textContent).toBe('grid 1')
  expect(container.querySelectorAll('button')).toHaveLength(2)
  expect(container.textContent).toBe('head 1grid 1below the grid')
})

it('renders parts at once where nothing is hydrating: a fresh render, a part shown later', async () => {
  container = document.body.appendChild(document.createElement('div'))
  render(
    <PacedIsland>
      <Later />
    </PacedIsland>,
    container,
  )
  expect(button(container, 'grid').textContent).toBe('grid 0')
  fireEvent.click(button(container, 'show'))
  await act(async () => {})
  expect(button(container, 'later').textContent).toBe('later 0')
})
