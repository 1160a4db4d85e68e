import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Content } from './Content.tsx'
import { stubPlayback, stubReducedMotion, stubVisibility, videoAd } from './test-stubs.ts'

// Unmount first: leaving the page pauses the videos, and that should still reach the stubs.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const videos = [videoAd(1), videoAd(2), videoAd(3)]
const listed = (body: unknown) => ({ 'GET /videoads': { status: 200, body: envelope(body) } })

async function players() {
  await screen.findByRole('heading', { level: 2, name: 'Promotion Video 1' })
  return screen.getAllByRole('listitem').map((item) => item.querySelector('video') as HTMLVideoElement)
}

describe('ads videos', () => {
  it('lists muted, looping players titled Promotion Video 1..n with the caption', async () => {
    stubVisibility()
    stubPlayback()
    renderWidget(<Content screen="videos" />, listed(videos))
    expect(screen.getByRole('heading', { level: 1, name: 'Ads Video' })).toBeTruthy()
    const list = await players()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Promotion Video 1',
      'Promotion Video 2',
      'Promotion Video 3',
    ])
    expect(screen.getAllByText('Stay updated with our latest events and offers.')).toHaveLength(3)
    const [first] = list as [HTMLVideoElement]
    expect(first.getAttribute('src')).toBe('http://localhost:3000/media/videos/clip-1.mp4')
    expect(first.muted).toBe(true)
    expect(first.loop).toBe(true)
    expect(first.hasAttribute('playsinline')).toBe(true)
    expect(first.getAttribute('preload')).toBe('metadata')
    expect(first.hasAttribute('autoplay')).toBe(false)
    expect(first.hasAttribute('controls')).toBe(false)
    expect(first.getAttribute('aria-label')).toBe('Promotion Video 1')
  })

  it('plays a video once half of it is on screen, and pauses it when it leaves', async () => {
    const visibility = stubVisibility()
    const { play, pause } = stubPlayback()
    renderWidget(<Content screen="videos" />, listed(videos))
    const [first, second] = (await players()) as [HTMLVideoElement, HTMLVideoElement]
    expect(visibility.observers[0]?.options.threshold).toBe(0.5)

    visibility.show(first, 0.4)
    expect(play).not.toHaveBeenCalled()
    visibility.show(first, 0.6)
    expect(play.mock.contexts).toEqual([first])
    expect(screen.getByRole('button', { name: 'Pause Promotion Video 1' })).toBeTruthy()

    visibility.show(first, 0.2)
    expect(pause.mock.contexts).toContain(first)
    expect(screen.getByRole('button', { name: 'Play Promotion Video 1' })).toBeTruthy()
    expect(play.mock.contexts).not.toContain(second)
  })

  it('keeps a video the viewer paused paused when it comes back into view', async () => {
    const visibility = stubVisibility()
    const { play } = stubPlayback()
    renderWidget(<Content screen="videos" />, listed(videos))
    const [first] = (await players()) as [HTMLVideoElement]
    visibility.show(first, 1)
    await userEvent.click(screen.getByRole('button', { name: 'Pause Promotion Video 1' }))
    visibility.show(first, 0)
    visibility.show(first, 1)
    expect(play).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Play Promotion Video 1' }))
    expect(play).toHaveBeenCalledTimes(2)
  })

  it('does not start videos for a reader who asked for reduced motion, and shows the controls', async () => {
    const visibility = stubVisibility()
    stubReducedMotion()
    const { play } = stubPlayback()
    renderWidget(<Content screen="videos" />, listed(videos))
    const [first] = (await players()) as [HTMLVideoElement]
    expect(first.hasAttribute('controls')).toBe(true)
    expect(visibility.observers).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /Play|Pause/ })).toBeNull()
    expect(play).not.toHaveBeenCalled()
  })

  it('shows the controls where the browser cannot tell what is on screen', async () => {
    const { play } = stubPlayback()
    renderWidget(<Content screen="videos" />, listed(videos))
    const [first] = (await players()) as [HTMLVideoElement]
    expect(first.hasAttribute('controls')).toBe(true)
    expect(play).not.toHaveBeenCalled()
  })

  it('renders no video for an address off the API host or with another scheme', async () => {
    stubVisibility()
    stubPlayback()
    renderWidget(
      <Content screen="videos" />,
      listed([videoAd(1, 'javascript:alert(1)'), videoAd(2, 'https://evil.example/v.mp4'), videoAd(3)]),
    )
    await screen.findByRole('heading', { level: 2, name: 'Promotion Video 3' })
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('video') !== null)).toEqual([false, false, true])
    expect(items[0]?.querySelector('[data-video-placeholder]')).not.toBeNull()
  })
})

describe('loading, empty and error', () => {
  it('says it is loading, then shows the videos', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {}
    renderWidget(<Content screen="videos" />, {
      'GET /videoads': () => new Promise((resolve) => (release = resolve)),
    })
    expect(screen.getByRole('status').textContent).toBe('Loading videos...')
    await act(async () => release({ status: 200, body: envelope(videos) }))
    expect(screen.queryByText('Loading videos...')).toBeNull()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it('says so when there are no videos', async () => {
    renderWidget(<Content screen="videos" />, listed([]))
    expect(await screen.findByText('No videos available at the moment.')).toBeTruthy()
  })

  it('shows an error with a Try Again that loads again', async () => {
    let calls = 0
    renderWidget(<Content screen="videos" />, {
      'GET /videoads': () =>
        ++calls === 1
          ? { status: 500, body: { message: 'Server Error' } }
          : { status: 200, body: envelope(videos) },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something Went Wrong!')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Promotion Video 3' })).toBeTruthy()
  })
})
