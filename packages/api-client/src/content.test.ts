import { describe, expect, it } from 'vitest'
import { contentCalls } from './content.ts'
import { type CallCase, itMakesEachRequest, resultOf } from './test-kit.ts'

const cases: CallCase[] = [
  { name: 'banners', run: (api) => api.banners(), method: 'GET', url: '/banner' },
  { name: 'bannerText', run: (api) => api.bannerText(), method: 'GET', url: '/banner_Text' },
  { name: 'popupAdsBanner', run: (api) => api.popupAdsBanner(), method: 'GET', url: '/popup-ads-banner' },
  { name: 'promotions', run: (api) => api.promotions(), method: 'GET', url: '/promotion' },
  { name: 'contact', run: (api) => api.contact(), method: 'GET', url: '/contact' },
  { name: 'videoAds', run: (api) => api.videoAds(), method: 'GET', url: '/videoads' },
  { name: 'winnerText', run: (api) => api.winnerText(), method: 'GET', url: '/winnerText' },
  { name: 'topTenWithdraw', run: (api) => api.topTenWithdraw(), method: 'GET', url: '/toptenwithdraw' },
]

describe('content calls', () => {
  itMakesEachRequest(contentCalls, cases)

  it('reads the banners from the envelope', async () => {
    const banner = {
      id: 1,
      image: 'media/banners/welcome-bonus.svg',
      admin_id: 2,
      created_at: '2026-11-20T03:00:00.000Z',
      updated_at: '2026-11-20T03:00:00.000Z',
      img_url: 'media/banners/welcome-bonus.svg',
    }
    expect(
      await resultOf((api) => api.banners(), 200, {
        status: 'Request was successful.',
        message: 'Banners',
        data: [banner],
      }),
    ).toEqual({ kind: 'ok', data: [banner], message: 'Banners' })
  })

  it('reads "no popup" as null data, not as a failure', async () => {
    expect(
      await resultOf((api) => api.popupAdsBanner(), 200, {
        status: 'Request was successful.',
        message: 'Popup ads banner',
        data: null,
      }),
    ).toEqual({ kind: 'ok', data: null, message: 'Popup ads banner' })
  })
})
