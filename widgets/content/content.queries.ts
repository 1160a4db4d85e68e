import type { ContactChannel, VideoAd } from '@shwe/contract'
import { unwrap } from '@shwe/session'
import type { Runtime } from '../platform/runtime.ts'

/**
 * Stores made once per page: every widget showing the contact channels or the video ads shares one request
 * and one answer. A store fetches only while a screen shows it, so the about screen asks for nothing.
 */
export function contentQueries({ api, session }: Runtime) {
  return {
    $contacts: session.query.createFetcherStore<ContactChannel[]>(['contact'], {
      fetcher: async () => unwrap(await api.contact()),
    }),
    $videos: session.query.createFetcherStore<VideoAd[]>(['videoads'], {
      fetcher: async () => unwrap(await api.videoAds()),
    }),
  }
}
