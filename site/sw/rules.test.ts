import { describe, expect, it } from 'vitest'
import { noticeTarget, parseNotice, UNTOUCHED_PATHS } from './rules.ts'

const ORIGIN = 'https://shwe.example'

describe('parseNotice', () => {
  const notice = { title: 'You won!', body: '2D 12 won 8,500 Ks', url: '/morning-bet-slip', tag: 'win-2d-42' }

  it('reads a win notice', () => {
    expect(parseNotice(notice)).toEqual(notice)
    expect(parseNotice({ ...notice, extra: 1 })).toEqual(notice)
  })

  it('refuses any other shape', () => {
    for (const data of [
      null,
      undefined,
      'You won!',
      42,
      [],
      {},
      { ...notice, title: '' },
      { ...notice, title: 7 },
      { ...notice, body: undefined },
      { ...notice, url: null },
      { ...notice, tag: ['a'] },
    ]) {
      expect(parseNotice(data), JSON.stringify(data)).toBeNull()
    }
  })
})

describe('noticeTarget', () => {
  it('opens the paths and addresses of the site', () => {
    expect(noticeTarget('/morning-bet-slip', ORIGIN)).toBe(`${ORIGIN}/morning-bet-slip`)
    expect(noticeTarget('/2d/daily-winner?date=2026-11-30#top', ORIGIN)).toBe(
      `${ORIGIN}/2d/daily-winner?date=2026-11-30#top`,
    )
    expect(noticeTarget(`${ORIGIN}/wallet`, ORIGIN)).toBe(`${ORIGIN}/wallet`)
  })

  it('opens the home page for anything that would lead away or is missing', () => {
    for (const raw of [
      'https://evil.example/wallet',
      '//evil.example/wallet',
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'http://shwe.example/wallet',
      '',
      undefined,
      42,
    ]) {
      expect(noticeTarget(raw, ORIGIN), String(raw)).toBe(`${ORIGIN}/`)
    }
  })
})

describe('UNTOUCHED_PATHS', () => {
  it('names the API, the widgets, the examples and the frames, and no page of the site', () => {
    for (const path of ['/api', '/api/banner', '/widgets/leaderboard.js', '/examples/', '/embed/2d-board']) {
      expect(UNTOUCHED_PATHS.test(path), path).toBe(true)
    }
    for (const path of ['/', '/wallet', '/2d', '/apis', '/embedded', '/offline', '/information?tab=limits']) {
      expect(UNTOUCHED_PATHS.test(path), path).toBe(false)
    }
  })
})
