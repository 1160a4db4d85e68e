import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteLink } from './RouteLink.tsx'
import { useScreen } from './root-context.ts'
import { createRuntime, type NavigateEventDetail } from './runtime.ts'
import { WidgetRoot } from './WidgetRoot.tsx'

afterEach(() => vi.restoreAllMocks())

function TwoDScreens() {
  const { screen: current } = useScreen('2d-board', 'live', ['live', 'bet'] as const)
  return (
    <>
      <p>screen: {current}</p>
      <RouteLink to="/2d/bet">bet</RouteLink>
      <RouteLink to="/wallet">wallet</RouteLink>
    </>
  )
}

describe('on a partner page', () => {
  function renderEmbedded(siteBase?: string) {
    const host = document.createElement('div')
    document.body.append(host)
    const runtime = createRuntime({ mode: 'embedded', fetch: vi.fn() })
    render(
      <WidgetRoot runtime={runtime} host={host} siteBase={siteBase}>
        <TwoDScreens />
      </WidgetRoot>,
    )
    return { host }
  }

  it("moves between the widget's own screens in place, leaving the page's URL alone", async () => {
    renderEmbedded()
    const before = window.location.href
    expect(screen.getByText('screen: live')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'bet' }))
    expect(screen.getByText('screen: bet')).toBeTruthy()
    expect(window.location.href).toBe(before)
  })

  it('asks the partner page with a cancelable navigate event for a route of another area', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { host } = renderEmbedded('https://shwe.example/')
    const seen: NavigateEventDetail[] = []
    const cancel = (event: Event) => {
      seen.push((event as CustomEvent<NavigateEventDetail>).detail)
      event.preventDefault()
    }
    host.addEventListener('navigate', cancel)
    const link = screen.getByRole('link', { name: 'wallet' })
    expect(link.getAttribute('href')).toBe('https://shwe.example/wallet')
    await userEvent.click(link)
    expect(seen).toEqual([{ route: '/wallet', url: 'https://shwe.example/wallet' }])
    expect(open).not.toHaveBeenCalled()

    host.removeEventListener('navigate', cancel)
    await userEvent.click(link)
    expect(open).toHaveBeenCalledWith('https://shwe.example/wallet', '_blank', 'noopener')
  })

  it('opens nothing when the partner set no site-base and did not handle the event', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderEmbedded()
    await userEvent.click(screen.getByRole('link', { name: 'wallet' }))
    expect(open).not.toHaveBeenCalled()
  })
})

describe('on the site', () => {
  it('changes the URL for a screen of an area on the page, and follows the back button', async () => {
    window.history.replaceState(null, '', '/2d')
    const loadPage = vi.fn()
    const runtime = createRuntime({ mode: 'site', loadPage, fetch: vi.fn() })
    render(
      <WidgetRoot runtime={runtime}>
        <TwoDScreens />
      </WidgetRoot>,
    )
    expect(await screen.findByText('screen: live')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'bet' }))
    expect(window.location.pathname).toBe('/2d/bet')
    expect(screen.getByText('screen: bet')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'wallet' }))
    expect(loadPage).toHaveBeenCalledWith('/wallet')

    window.history.back()
    await screen.findByText('screen: live')
    expect(window.location.pathname).toBe('/2d')
    runtime.router.dispose()
  })
})
