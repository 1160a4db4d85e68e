import { describe, expect, it } from 'vitest'
import { isPrecached, OFFLINE_PAGE, precacheList, revisionOf } from './service-worker.ts'

/** A built site as the service worker's build sees it, paths relative to dist/site. */
const SITE = [
  'index.html',
  'index.html.br',
  'index.html.gz',
  '404.html',
  'wallet/index.html',
  'offline/index.html',
  'offline/index.html.br',
  'offline/index.html.gz',
  'embed/2d-board/index.html',
  'examples/partner-2d.html',
  'widgets/leaderboard.js',
  'api/banner',
  'api/two-d/live.json',
  '_astro/island.DTlw2WyL.js',
  '_astro/island.DTlw2WyL.js.br',
  '_astro/island.DTlw2WyL.js.gz',
  '_astro/index.Ab_c-123.css',
  '_astro/noto-sans-myanmar-myanmar-400-normal.C_Ri2PLj.woff2',
  '_astro/noto-sans-myanmar-myanmar-400-normal.Di6U4opH.woff',
  '_astro/photo.Bx12Cd34.webp',
  'favicon.svg',
  'favicon.svg.br',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/maskable-512.png',
  'providers/ruby-fish.svg',
  'sw.js',
  'sw.js.br',
]

const bytes = (path: string) => new TextEncoder().encode(`contents of ${path}`)

describe('the precache list', () => {
  const list = precacheList(SITE, bytes)
  const urls = list.map((entry) => entry.url)

  it('holds the offline page, the built scripts, styles and fonts, the favicon, icons and manifest', () => {
    expect(urls).toEqual([
      '/_astro/index.Ab_c-123.css',
      '/_astro/island.DTlw2WyL.js',
      '/_astro/noto-sans-myanmar-myanmar-400-normal.C_Ri2PLj.woff2',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/manifest.webmanifest',
      OFFLINE_PAGE.url,
    ])
  })

  it('gives hashed names no revision and other files the hash of their bytes', () => {
    for (const entry of list) {
      if (entry.url.startsWith('/_astro/')) expect(entry.revision, entry.url).toBeNull()
      else expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{16}$/)
    }
    const offline = list.find((entry) => entry.url === '/offline')
    expect(offline?.revision).toBe(revisionOf('offline/index.html', () => bytes('offline/index.html')))
    expect(offline?.revision).not.toBe(revisionOf('offline/index.html', () => bytes('changed')))
  })

  it('reads only the files that need a revision', () => {
    const read: string[] = []
    precacheList(SITE, (path) => {
      read.push(path)
      return bytes(path)
    })
    expect(read.sort()).toEqual([
      'favicon.svg',
      'icons/icon-192.png',
      'icons/maskable-512.png',
      'manifest.webmanifest',
      'offline/index.html',
    ])
  })

  it('never holds the API, pages other than the offline page, frames, examples, widgets or the worker', () => {
    for (const url of urls) expect(url).not.toMatch(/^\/(?:api|embed|examples|widgets)(?:\/|$)/)
    for (const path of [
      'api/banner',
      'api/two-d/live.json',
      'index.html',
      '404.html',
      'wallet/index.html',
      'embed/2d-board/index.html',
      'examples/partner-2d.html',
      'widgets/leaderboard.js',
      'sw.js',
      'providers/ruby-fish.svg',
    ]) {
      expect(isPrecached(path), path).toBe(false)
    }
  })

  it('leaves out the compressed copies and the older font format', () => {
    expect(urls.some((url) => /\.(?:br|gz)$/.test(url))).toBe(false)
    expect(isPrecached('_astro/noto-sans-myanmar-myanmar-400-normal.Di6U4opH.woff')).toBe(false)
    expect(isPrecached('_astro/photo.Bx12Cd34.webp')).toBe(false)
  })
})
