import type { LaunchGamePayload } from '@shwe/contract'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { catalogueCalls } from './catalogue.ts'
import type { ApiClient } from './client.ts'
import { type CallCase, itMakesEachRequest, resultOf } from './test-kit.ts'

const slot: LaunchGamePayload = { game_code: 'golden-reels-1', product_code: 1007, game_type: 'SLOT' }

const cases: CallCase[] = [
  { name: 'gameTypes', run: (api) => api.gameTypes(), method: 'GET', url: '/game_types' },
  { name: 'providers', run: (api) => api.providers('SLOT'), method: 'GET', url: '/providers/SLOT' },
  {
    name: 'providers',
    run: (api) => api.providers('Live Casino/Ñ?'),
    method: 'GET',
    url: '/providers/Live%20Casino%2F%C3%91%3F',
  },
  { name: 'gameList', run: (api) => api.gameList(3, 7), method: 'GET', url: '/game_lists/3/7?page=1' },
  {
    name: 'gameList',
    run: (api) => api.gameList(3, 7, 2, { gameName: 'Lucky & Fortune' }),
    method: 'GET',
    url: '/game_lists/3/7?page=2&game_name=Lucky+%26+Fortune',
  },
  {
    name: 'gameList',
    run: (api) => api.gameList(3, 7, 4, { gameName: '' }),
    method: 'GET',
    url: '/game_lists/3/7?page=4',
  },
  { name: 'hotGames', run: (api) => api.hotGames(), method: 'GET', url: '/hot_game_lists' },
  {
    name: 'launchGame',
    run: (api) => api.launchGame(slot),
    method: 'POST',
    url: '/seamless/launch-game',
    body: slot,
  },
  {
    name: 'launchShan',
    run: (api) => api.launchShan({ product_code: 100200, game_type: 'Shan' }),
    method: 'POST',
    url: '/shankomee/launch-game',
    body: { product_code: 100200, game_type: 'Shan' },
  },
]

describe('catalogue calls', () => {
  itMakesEachRequest(catalogueCalls, cases)

  it('reads a launch with code 200 as the URL, launch page address or page to open, without the message', async () => {
    expect(
      await resultOf((api) => api.launchGame(slot), 200, {
        code: 200,
        message: 'Game launched successfully',
        url: 'https://shwe.test/play/t1',
      }),
    ).toEqual({
      kind: 'ok',
      data: { code: 200, url: 'https://shwe.test/play/t1' },
      message: 'Game launched successfully',
    })
    expect(
      await resultOf((api) => api.launchGame(slot), 200, {
        code: 200,
        message: 'Game launched successfully',
        content: '<!doctype html>',
      }),
    ).toMatchObject({ kind: 'ok', data: { code: 200, content: '<!doctype html>' } })
    expect(
      await resultOf((api) => api.launchGame(slot), 200, {
        code: 200,
        message: 'Game launched successfully',
        content_url: 'https://shwe.test/launch/t2?lang=en',
      }),
    ).toEqual({
      kind: 'ok',
      data: { code: 200, content_url: 'https://shwe.test/launch/t2?lang=en' },
      message: 'Game launched successfully',
    })
  })

  it('reads an unknown game as a refusal with the server message', async () => {
    expect(
      await resultOf((api) => api.launchGame(slot), 404, { code: 404, message: 'Game not found.' }),
    ).toEqual({ kind: 'refused', status: 404, message: 'Game not found.', data: undefined })
  })

  it('takes no idempotency key for a launch: launching moves no money', () => {
    expectTypeOf<ApiClient['launchGame']>().parameters.toEqualTypeOf<[LaunchGamePayload]>()
  })
})
