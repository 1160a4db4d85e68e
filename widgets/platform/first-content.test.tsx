import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactElement, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { type FirstContent, type FirstQuery, listAnswer, useFirstStore } from './first-content.ts'
import { useRuntime } from './root-context.ts'
import { createRuntime, type Runtime } from './runtime.ts'
import { WidgetRoot } from './WidgetRoot.tsx'

const PRICES: FirstQuery<string[]> = { key: 'prices', path: '/prices', read: listAnswer }

/** The store's fetcher, as the API would answer it. */
const fetchPrices = vi.fn(async () => ['fetched'])

const priceQueries = ({ session }: Runtime) => ({
  $prices: session.query.createFetcherStore<string[]>([PRICES.key], { fetcher: fetchPrices }),
})

function Prices() {
  const { $prices } = useRuntime().stores(priceQueries)
  const { data, loading } = useFirstStore($prices, PRICES)
  return <p>{data ? data.join(', ') : loading ? 'loading' : 'nothing'}</p>
}

/** One reader of the prices, and a button that mounts another, as a second widget on the page would. */
function Readers() {
  const [readers, setReaders] = useState(['reader 1'])
  return (
    <>
      {readers.map((reader) => (
        <Prices key={reader} />
      ))}
      <button type="button" onClick={() => setReaders([...readers, `reader ${readers.length + 1}`])}>
        another
      </button>
    </>
  )
}

const carrying = (answer: unknown): FirstContent => ({
  page: 'http://test.local/',
  answers: { [PRICES.path]: answer },
})

/** Renders `ui` in a widget's providers with a fresh runtime, on a page that carried `first`. */
function renderWidget(ui: ReactElement, first?: FirstContent) {
  const runtime = createRuntime({ apiBase: '/api', fetch: vi.fn<typeof fetch>() })
  onTestFinished(() => runtime.session.dispose())
  const view = render(
    <WidgetRoot runtime={runtime} first={first}>
      {ui}
    </WidgetRoot>,
  )
  return { ...view, runtime }
}

/** Lets the stores' fetches, if any were started, run and settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

afterEach(() => {
  fetchPrices.mockClear()
  vi.useRealTimers()
})

describe('useFirstStore', () => {
  it('shows the answer the page carried on its first render and fetches nothing', async () => {
    renderWidget(<Prices />, carrying(['carried']))
    expect(screen.getByText('carried')).toBeTruthy()
    await settle()
    expect(fetchPrices).not.toHaveBeenCalled()
    expect(screen.getByText('carried')).toBeTruthy()
  })

  it('fetches when the page carried no answer', async () => {
    renderWidget(<Prices />)
    expect(screen.getByText('loading')).toBeTruthy()
    await screen.findByText('fetched')
    expect(fetchPrices).toHaveBeenCalledTimes(1)
  })

  it('fetches when the carried answer does not have the expected shape', async () => {
    renderWidget(<Prices />, carrying({ unexpected: true }))
    await screen.findByText('fetched')
    expect(fetchPrices).toHaveBeenCalledTimes(1)
  })

  it('treats the carried answer as one fetched when the page loaded: a reader after the dedupe time fetches', async () => {
    renderWidget(<Readers />, carrying(['carried']))
    await settle()
    // A second reader soon after shares the carried answer.
    await userEvent.click(screen.getByRole('button', { name: 'another' }))
    await settle()
    expect(fetchPrices).not.toHaveBeenCalled()
    // Past the cache's dedupe time (4 s) the answer is stale: the next reader asks again.
    vi.setSystemTime(Date.now() + 5_000)
    await userEvent.click(screen.getByRole('button', { name: 'another' }))
    await waitFor(() => expect(screen.getAllByText('fetched')).toHaveLength(3))
    expect(fetchPrices).toHaveBeenCalledTimes(1)
  })

  it('leaves an answer the cache already has in place', async () => {
    const view = renderWidget(<p>empty</p>)
    view.runtime.session.query.seed(PRICES.key, ['cached'])
    view.rerender(
      <WidgetRoot runtime={view.runtime} first={carrying(['carried'])}>
        <Prices />
      </WidgetRoot>,
    )
    expect(screen.getByText('cached')).toBeTruthy()
    await settle()
    expect(fetchPrices).not.toHaveBeenCalled()
  })

  it('renders the carried answer on the server, and the loading state without one', () => {
    const runtime = createRuntime({ apiBase: '/api', fetch: vi.fn<typeof fetch>() })
    const html = (first?: FirstContent) =>
      renderToString(
        <WidgetRoot runtime={runtime} first={first}>
          <Prices />
        </WidgetRoot>,
      )
    expect(html(carrying(['carried']))).toContain('<p>carried</p>')
    expect(html()).toContain('<p>loading</p>')
    runtime.session.dispose()
  })
})
