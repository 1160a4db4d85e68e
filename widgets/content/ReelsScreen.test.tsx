import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Content } from './Content.tsx'
import { stubPlayback, stubReducedMotion, stubVisibility, videoAd } from './test-stubs.ts'

// Unmount first: leaving the page pauses the videos, and that should still reach the stubs.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const listed = { 'GET /videoads': { status: 200, body: envelope([videoAd(1), videoAd(2), videoAd(3)]) } }

async function reels() {
  await screen.findByRole('heading', { level: 2, name: 'Promotion Video 1' })
  const feed = screen.getByRole('list', { name: 'Reels' })
  return { feed, videos: [...feed.querySelectorAll('video')] }
}

it('shows the videos as a feed with one heading, titled reels and the caption', async () => {
  stubVisibility()
  stubPlayback()
  renderWidget(<Content screen="reels" />, listed)
  const { videos } = await reels()
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Reels'])
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Promotion Video 1',
    'Promotion Video 2',
    'Promotion Video 3',
  ])
  expect(videos).toHaveLength(3)
  expect(
    videos.every((video) => video.muted && video.loop && video.getAttribute('preload') === 'metadata'),
  ).toBe(true)
})

it('plays only the reel on screen, watching visibility within the feed', async () => {
  const visibility = stubVisibility()
  const { play, pause } = stubPlayback()
  renderWidget(<Content screen="reels" />, listed)
  const { feed, videos } = await reels()
  const [first, second] = videos as [HTMLVideoElement, HTMLVideoElement]
  expect(visibility.observers.every((observer) => observer.options.root === feed)).toBe(true)

  visibility.show(first, 1)
  expect(play.mock.contexts).toEqual([first])

  // Scrolled one reel down: the first leaves as the second snaps into place.
  visibility.show(first, 0.1)
  visibility.show(second, 0.9)
  expect(pause.mock.contexts).toContain(first)
  expect(play.mock.contexts).toEqual([first, second])
  expect(screen.getByRole('button', { name: 'Play Promotion Video 1' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Pause Promotion Video 2' })).toBeTruthy()
})

it('starts no reel for a reader who asked for reduced motion', async () => {
  stubVisibility()
  stubReducedMotion()
  const { play } = stubPlayback()
  renderWidget(<Content screen="reels" />, listed)
  const { videos } = await reels()
  expect(videos.every((video) => video.hasAttribute('controls'))).toBe(true)
  expect(play).not.toHaveBeenCalled()
})

it('says so when there are no videos', async () => {
  renderWidget(<Content screen="reels" />, { 'GET /videoads': { status: 200, body: envelope([]) } })
  expect(await screen.findByText('No videos available at the moment.')).toBeTruthy()
})
