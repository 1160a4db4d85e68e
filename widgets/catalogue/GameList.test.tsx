import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { envelope, type Reply } from '../test/utils.tsx'
import { Catalogue } from './Catalogue.tsx'
import { type GameLists, game, games, page, renderCatalogue } from './catalogue.fixtures.ts'

beforeEach(() => sessionStorage.clear())

const gameButtons = () => screen.queryAllByRole('button', { name: /^Play / })
const loadMore = () => screen.queryByRole('button', { name: 'Load More' })

/** Golden Reels (provider 1) has 45 slots over three pages; Lotus Gaming (2) has 3. */
function lists(typeId: number, providerId: number, n: number): Reply {
  if (typeId !== 1)
    return { status: 404, body: { status: 'Request was failed', message: 'Game List Not Found' } }
  if (providerId === 2) return n === 1 ? page(100, 3) : page(0, 0)
  return n === 1 ? page(1, 20) : n === 2 ? page(21, 20) : n === 3 ? page(41, 5) : page(0, 0)
}

async function openList(route = '/?type=1&provider=1', gameLists: GameLists = lists) {
  const view = renderCatalogue(<Catalogue />, {}, gameLists)
  act(() => void view.runtime.router.navigate(route))
  return view
}

describe('game list paging', () => {
  it('shows Load More while the last page had exactly 20 games, appending each page', async () => {
    const { asked } = await openList()
    expect(await screen.findByRole('button', { name: 'Play Game 1' })).toBeTruthy()
    expect(gameButtons()).toHaveLength(20)

    await userEvent.click(loadMore() as HTMLElement)
    await screen.findByRole('button', { name: 'Play Game 40' })
    expect(gameButtons()).toHaveLength(40)
    expect(gameButtons()[0]?.getAttribute('aria-label')).toBe('Play Game 1')

    await userEvent.click(loadMore() as HTMLElement)
    await screen.findByRole('button', { name: 'Play Game 45' })
    expect(gameButtons()).toHaveLength(45)
    expect(loadMore()).toBeNull()
    expect(asked.get('1/1')).toEqual([1, 2, 3])
  })

  it('hides Load More after a short first page', async () => {
    await openList('/?type=1&provider=2')
    await screen.findByRole('button', { name: 'Play Game 102' })
    expect(gameButtons()).toHaveLength(3)
    expect(loadMore()).toBeNull()
  })

  it('skips games already shown when a later page repeats them', async () => {
    await openList('/?type=1&provider=1', (_t, _p, n) =>
      n === 1 ? page(1, 20) : { status: 200, body: envelope([game(19), game(20), ...games(21, 3)]) },
    )
    await screen.findByRole('button', { name: 'Play Game 1' })
    await userEvent.click(loadMore() as HTMLElement)
    await screen.findByRole('button', { name: 'Play Game 23' })
    expect(gameButtons().map((button) => button.getAttribute('aria-label'))).toEqual(
      games(1, 23).map((g) => `Play ${g.game_name}`),
    )
    expect(loadMore()).toBeNull()
  })

  it('starts again at page 1 when the provider or type changes', async () => {
    const { runtime, asked } = await openList()
    await screen.findByRole('button', { name: 'Play Game 1' })
    await userEvent.click(loadMore() as HTMLElement)
    await screen.findByRole('button', { name: 'Play Game 40' })

    const tabs = screen.getByRole('navigation', { name: 'Providers of this game type' })
    expect(within(tabs).getByRole('link', { name: 'Golden Reels' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(tabs).getByRole('link', { name: 'Lotus Gaming' }))
    await screen.findByRole('button', { name: 'Play Game 100' })
    expect(gameButtons()).toHaveLength(3)
    expect(asked.get('1/2')).toEqual([1])

    act(() => void runtime.router.navigate('/?type=1&provider=1'))
    await screen.findByRole('button', { name: 'Play Game 1' })
    expect(gameButtons()).toHaveLength(20)
    expect(loadMore()).not.toBeNull()
  })

  it('shows a spinner while the first page loads', async () => {
    let release: (reply: Reply) => void = () => undefined
    await openList('/?type=1&provider=1', () => new Promise((resolve) => (release = resolve)))
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.getByText('Loading games…')).toBeTruthy()
    await act(async () => release(page(1, 2)))
    expect(screen.queryByText('Loading games…')).toBeNull()
    expect(gameButtons()).toHaveLength(2)
  })

  it('says No Data Found for an empty list or a provider the server does not list', async () => {
    await openList('/?type=1&provider=1', () => page(0, 0))
    expect(await screen.findByText('No Data Found')).toBeTruthy()
  })

  it('offers to try again when a page fails', async () => {
    let calls = 0
    await openList('/?type=1&provider=2', () => (++calls === 1 ? 'network-error' : page(100, 3)))
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('button', { name: 'Play Game 102' })).toBeTruthy()
  })
})

describe('search', () => {
  const named = () =>
    Promise.resolve({
      status: 200,
      body: envelope([
        game(1, 'Golden Pagoda Fortune'),
        game(2, 'Lucky Lotus Reels'),
        game(3, 'Dragon of Inle'),
      ]),
    })

  it('keeps games whose name contains the search, whatever the case, without asking the server', async () => {
    const { asked } = await openList('/?type=1&provider=1', named)
    const search = await screen.findByPlaceholderText('Search...')
    await screen.findByRole('button', { name: 'Play Dragon of Inle' })
    await userEvent.type(search, 'LOTUS')
    expect(gameButtons().map((b) => b.getAttribute('aria-label'))).toEqual(['Play Lucky Lotus Reels'])
    await userEvent.clear(search)
    await userEvent.type(search, 'o')
    expect(gameButtons()).toHaveLength(3)
    expect(asked.get('1/1')).toEqual([1])
  })

  it('says No Data Found when nothing matches', async () => {
    await openList('/?type=1&provider=1', named)
    await screen.findByRole('button', { name: 'Play Dragon of Inle' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'zzz')
    expect(screen.getByText('No Data Found')).toBeTruthy()
  })
})
