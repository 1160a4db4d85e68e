import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Reply } from '../test/utils.tsx'
import { Catalogue } from './Catalogue.tsx'
import { page, renderCatalogue } from './catalogue.fixtures.ts'

beforeEach(() => sessionStorage.clear())

/** Slot: Golden Reels (1) games 1-3, Lotus Gaming (2) games 100-101; Bingo (10): providers 20 and 21. */
function lists(typeId: number, providerId: number): Reply {
  if (typeId === 1) return providerId === 1 ? page(1, 3) : page(100, 2)
  if (typeId === 10) return providerId === 20 ? page(200, 2) : page(300, 1)
  if (typeId === 8) return page(400, 2)
  return { status: 404, body: { status: 'Request was failed', message: 'Game List Not Found' } }
}

function render(screenName: 'games' | 'demo-play', route?: string) {
  const view = renderCatalogue(<Catalogue screen={screenName} />, {}, lists)
  if (route) act(() => void view.runtime.router.navigate(route))
  return view
}

const headings = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)

describe('/games', () => {
  it('shows every type with cards linking to the lobby, and the heading strip', async () => {
    render('games')
    expect(headings()).toEqual(['All Games'])
    const strip = screen.getByRole('navigation', { name: 'Game lists' })
    expect(
      within(strip)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['All', '/games?tab=all'],
      ['Hot', '/games?tab=hot'],
      ['Promotions', '/promotion'],
    ])
    const slot = await screen.findByRole('region', { name: 'Slot' })
    expect(
      within(slot).getByRole('link', { name: 'Show the games of Golden Reels' }).getAttribute('href'),
    ).toBe('/games?type=SLOT&provider=golden-reels')
  })

  it('shows the hot games on tab=hot', async () => {
    render('games', '/games?tab=hot')
    expect(headings()).toEqual(['Hot Games'])
    expect(await screen.findByRole('button', { name: 'Play Dragon of Inle' })).toBeTruthy()
    expect(
      within(screen.getByRole('navigation', { name: 'Game lists' }))
        .getByRole('link', { name: 'Hot' })
        .getAttribute('aria-current'),
    ).toBe('page')
  })

  it("shows a type's provider tabs and the chosen provider's games", async () => {
    render('games', '/games?type=slot&provider=lotus-gaming')
    expect(await screen.findByRole('button', { name: 'Play Game 101' })).toBeTruthy()
    expect(headings()).toEqual(['Slot'])
    const tabs = screen.getByRole('navigation', { name: 'Providers of this game type' })
    expect(within(tabs).getByRole('link', { name: 'Lotus Gaming' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(tabs).getByRole('link', { name: 'Golden Reels' }))
    expect(await screen.findByRole('button', { name: 'Play Game 3' })).toBeTruthy()
  })

  it('gathers the games of every provider of a kind into one titled grid', async () => {
    render('games', '/games?tab=bingo')
    expect(headings()).toEqual(['Bingo Games'])
    await screen.findByRole('button', { name: 'Play Game 300' })
    expect(
      screen.getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play Game 200', 'Play Game 201', 'Play Game 300'])
    expect(screen.queryByRole('navigation', { name: 'Providers of this game type' })).toBeNull()
  })

  it.each([
    ['a kind with no games', '/games?tab=card'],
    ['an unknown type', '/games?type=NOPE'],
    ['an unknown tab', '/games?tab=nope'],
  ])('shows No Data Found for %s', async (_, route) => {
    render('games', route)
    expect(await screen.findByText('No Data Found')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('/demo-play', () => {
  it("shows a type's provider games as pictures, without launching", async () => {
    render('demo-play', '/demo-play?type=fishing')
    expect(headings()).toEqual(['Demo Play'])
    const types = screen.getByRole('navigation', { name: 'Demo game types' })
    expect(
      within(types)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/demo-play?type=slot',
      '/demo-play?type=fishing',
      '/demo-play?type=live+casino',
      '/demo-play?type=sport+book',
    ])
    expect(within(types).getByRole('link', { name: 'Fishing' }).getAttribute('aria-current')).toBe('page')
    expect(await screen.findByText('Game 401')).toBeTruthy()
    expect(screen.queryAllByRole('button', { name: /^Play / })).toHaveLength(0)
    const tabs = screen.getByRole('navigation', { name: 'Providers of this game type' })
    expect(within(tabs).getByRole('link', { name: 'Ruby Fish' }).getAttribute('href')).toBe(
      '/demo-play?type=fishing&list=Ruby+Fish',
    )
  })

  it('picks the provider by name and shows slots by default', async () => {
    render('demo-play', '/demo-play?list=lotus%20gaming')
    expect(await screen.findByText('Game 100')).toBeTruthy()
  })

  it('shows No Data Found for a type it does not offer', async () => {
    render('demo-play', '/demo-play?type=poker')
    expect(await screen.findByText('No Data Found')).toBeTruthy()
  })
})
