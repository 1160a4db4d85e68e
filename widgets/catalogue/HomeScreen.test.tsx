import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope } from '../test/utils.tsx'
import { Catalogue } from './Catalogue.tsx'
import { game, ORIGIN, renderCatalogue } from './catalogue.fixtures.ts'

const banner = (id: number) => ({
  id,
  admin_id: 1,
  image: `media/banners/b${id}.svg`,
  img_url: `media/banners/b${id}.svg`,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
})

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('category strip', () => {
  it('lists 2D, ShanKoMe, Hot Games, 3D, then the game types but 6, 12, 13 and 14, in order', async () => {
    renderCatalogue(<Catalogue />)
    const strip = screen.getByRole('navigation', { name: 'Game categories' })
    await within(strip).findByRole('link', { name: 'Slot' })
    const links = within(strip).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      '2D',
      'ShanKoMe',
      'Hot Games',
      '3D',
      'Slot',
      'Live Casino',
      'Sport Book',
      'Virtual Sport',
      'Lottery',
      'Cock Fighting',
      'Fishing',
      'Arcade',
      'Bingo',
      'Card Games',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/2d',
      '/shan',
      '/?type=hot',
      '/3d',
      ...[1, 2, 3, 4, 5, 7, 8, 9, 10, 11].map((id) => `/?type=${id}`),
    ])
  })

  it('marks the selected type current, with its filled icon, and moves there in place', async () => {
    const { runtime } = renderCatalogue(<Catalogue />)
    const strip = screen.getByRole('navigation', { name: 'Game categories' })
    expect(screen.getByRole('heading', { level: 1, name: 'All Games' })).toBeTruthy()
    await userEvent.click(await within(strip).findByRole('link', { name: 'Fishing' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Fishing' })).toBeTruthy()
    const current = within(strip)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current'))
    expect(current.map((link) => link.textContent)).toEqual(['Fishing'])
    expect(current[0]?.querySelector('svg')?.getAttribute('data-filled')).toBe('true')
    expect(
      within(strip).getByRole('link', { name: 'Slot' }).querySelector('svg')?.getAttribute('data-filled'),
    ).toBe('false')

    act(() => void runtime.router.navigate('/?type=hot'))
    expect(within(strip).getByRole('link', { name: 'Hot Games' }).getAttribute('aria-current')).toBe('page')
  })

  it('hands other areas to the router', async () => {
    const { navigate } = renderCatalogue(<Catalogue />)
    await userEvent.click(screen.getByRole('link', { name: '2D' }))
    // On a partner page without a site address a route of another area opens nothing by itself.
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'All Games' })).toBeTruthy()
  })
})

describe('banner carousel', () => {
  const seeThrough = (element: Element) =>
    ['transparent', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(element).backgroundColor)
  const routes = { 'GET /banner': { status: 200, body: envelope([banner(1), banner(2), banner(3)]) } }
  const shown = () => screen.getByRole('img', { name: /^Banner \d of 3$/ })

  it('shows one banner at a time and wraps both ways', async () => {
    renderCatalogue(<Catalogue />, routes)
    expect((await screen.findByRole('img', { name: 'Banner 1 of 3' })).getAttribute('src')).toBe(
      `${ORIGIN}/media/banners/b1.svg`,
    )
    expect(screen.getAllByRole('img', { name: /^Banner/ })).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }))
    expect(shown().getAttribute('alt')).toBe('Banner 3 of 3')
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(shown().getAttribute('alt')).toBe('Banner 1 of 3')
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(shown().getAttribute('alt')).toBe('Banner 1 of 3')
  })

  it('has a labelled dot per banner that shows it and marks it current', async () => {
    renderCatalogue(<Catalogue />, routes)
    await screen.findByRole('img', { name: 'Banner 1 of 3' })
    const dots = ['Show banner 1', 'Show banner 2', 'Show banner 3'].map((name) =>
      screen.getByRole('button', { name }),
    )
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null])
    await userEvent.click(dots[2] as HTMLElement)
    expect(shown().getAttribute('alt')).toBe('Banner 3 of 3')
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true'])
  })

  it('never moves by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderCatalogue(<Catalogue />, routes)
    await screen.findByRole('img', { name: 'Banner 1 of 3' })
    act(() => void vi.advanceTimersByTime(120_000))
    expect(shown().getAttribute('alt')).toBe('Banner 1 of 3')
  })

  it('says so when there are no banners', async () => {
    renderCatalogue(<Catalogue />)
    expect(await screen.findByText('No banners available')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull()
  })

  it('keeps the frame the server paints the first banner into, and lets that picture show under the first banner only', async () => {
    const { container } = renderCatalogue(<Catalogue />, routes)
    const frame = container.querySelector('[data-first-banner]')
    const slide = () => frame?.querySelector('[aria-live="polite"]') as HTMLElement
    const isSeeThrough = () => seeThrough(slide())
    expect(container.querySelectorAll('[data-first-banner]')).toHaveLength(1)
    expect(isSeeThrough()).toBe(true)
    await screen.findByRole('img', { name: 'Banner 1 of 3' })
    expect(container.querySelector('[data-first-banner]')).toBe(frame)
    expect(frame?.contains(shown())).toBe(true)
    expect(isSeeThrough()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(isSeeThrough()).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }))
    expect(isSeeThrough()).toBe(true)
  })

  it('covers a painted first banner when there turn out to be none', async () => {
    const { container } = renderCatalogue(<Catalogue />)
    await screen.findByText('No banners available')
    const slide = container.querySelector('[data-first-banner] > [aria-live="polite"]') as HTMLElement
    expect(seeThrough(slide)).toBe(false)
  })

  it('leaves out a banner whose address is not a web address on an allowed host', async () => {
    const bad = { ...banner(9), img_url: 'javascript:alert(1)', image: 'javascript:alert(1)' }
    const elsewhere = { ...banner(8), img_url: 'https://tracker.example/b.svg' }
    renderCatalogue(<Catalogue />, {
      'GET /banner': { status: 200, body: envelope([bad, elsewhere, banner(2)]) },
    })
    expect(await screen.findByRole('img', { name: 'Banner 1 of 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull()
  })
})

describe('announcement', () => {
  it('scrolls the first announcement, as text', async () => {
    const xss = '<img src=x onerror=alert(1)> Deposits open 24/7'
    const { container } = renderCatalogue(<Catalogue />, {
      'GET /banner_Text': {
        status: 200,
        body: envelope([
          { id: 1, text: xss },
          { id: 2, text: 'Second' },
        ]),
      },
    })
    const region = await screen.findByRole('region', { name: 'Announcement' })
    expect(region.textContent).toBe(xss)
    expect(screen.queryByText('Second')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('shows nothing without an announcement', async () => {
    renderCatalogue(<Catalogue />)
    await screen.findByText('No banners available')
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })
})

describe('popup ad', () => {
  const popup = { status: 200, body: envelope(banner(5)) }

  it('opens once per browser session with its picture', async () => {
    const first = renderCatalogue(<Catalogue />, { 'GET /popup-ads-banner': popup })
    const dialog = await screen.findByRole('dialog', { name: 'Advertisement' })
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(`${ORIGIN}/media/banners/b5.svg`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    first.unmount()

    renderCatalogue(<Catalogue />, { 'GET /popup-ads-banner': popup })
    await screen.findByText('No banners available')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not open without a picture', async () => {
    renderCatalogue(<Catalogue />)
    await screen.findByText('No banners available')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })
})

describe('lists', () => {
  it('shows every visible type with its provider cards linking to their games', async () => {
    renderCatalogue(<Catalogue />)
    const slot = await screen.findByRole('region', { name: 'Slot' })
    const cards = within(slot).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual(['Golden ReelsGRGames', 'Lotus GamingLGGames'])
    expect(
      within(slot).getByRole('link', { name: 'Show the games of Lotus Gaming' }).getAttribute('href'),
    ).toBe('/?type=1&provider=2')
    expect(screen.queryByRole('region', { name: 'Table Games' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Poker' })).toBeNull()
  })

  it('shows the hot games, or says there are none', async () => {
    const { runtime } = renderCatalogue(<Catalogue />)
    act(() => void runtime.router.navigate('/?type=hot'))
    expect(screen.getByRole('heading', { level: 1, name: 'Hot Games' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Play Dragon of Inle' })).toBeTruthy()

    const empty = renderCatalogue(<Catalogue />, {
      'GET /hot_game_lists': { status: 200, body: envelope([]) },
    })
    act(() => void empty.runtime.router.navigate('/?type=hot'))
    expect(await within(empty.container).findByText('There is no game list.')).toBeTruthy()
  })

  it("shows a numeric type's providers from the provider list", async () => {
    const { runtime } = renderCatalogue(<Catalogue />)
    act(() => void runtime.router.navigate('/?type=1'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Slot' })).toBeTruthy()
    const link = await screen.findByRole('link', { name: 'Show the games of Golden Reels' })
    expect(link.getAttribute('href')).toBe('/?type=1&provider=1')
  })

  it.each([
    ['a type the server does not have', '/?type=99'],
    ['a type that is not an id', '/?type=abc'],
    ['a provider the type does not have', '/?type=1&provider=77'],
  ])('shows the empty state, not an error, for %s', async (_, route) => {
    const { runtime } = renderCatalogue(<Catalogue />)
    await screen.findByRole('region', { name: 'Slot' })
    act(() => void runtime.router.navigate(route))
    expect(await screen.findByText('No Data Found')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows server text as text', async () => {
    const { runtime, container } = renderCatalogue(<Catalogue />, {
      'GET /hot_game_lists': { status: 200, body: envelope([game(1, '<b onmouseover=alert(1)>Bold</b>')]) },
    })
    act(() => void runtime.router.navigate('/?type=hot'))
    expect(await screen.findByText('<b onmouseover=alert(1)>Bold</b>')).toBeTruthy()
    expect(container.querySelector('b')).toBeNull()
  })

  it('shows a neutral tile of the same box for a picture that fails or is refused', async () => {
    const { runtime, container } = renderCatalogue(<Catalogue />, {
      'GET /hot_game_lists': {
        status: 200,
        body: envelope([game(1), game(2, 'Elsewhere', { image_url: 'javascript:alert(1)' })]),
      },
    })
    act(() => void runtime.router.navigate('/?type=hot'))
    const first = await screen.findByRole('button', { name: 'Play Game 1' })
    const img = first.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('loading')).toBe('lazy')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300'])
    act(() => void img.dispatchEvent(new Event('error')))
    expect(first.querySelector('img')).toBeNull()
    expect(first.querySelector('[data-broken]')).not.toBeNull()
    const second = screen.getByRole('button', { name: 'Play Elsewhere' })
    expect(second.querySelector('img')).toBeNull()
    expect(second.querySelector('[data-broken]')).not.toBeNull()
    expect(container.querySelectorAll('h1')).toHaveLength(1)
  })
})
