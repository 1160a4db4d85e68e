import { paths } from '@shwe/contract'
import { accountCalls } from './accounts.ts'
import { catalogueCalls } from './catalogue.ts'
import { contentCalls } from './content.ts'
import { type ApiClientOptions, createCall, trimBase } from './request.ts'
import { threeDCalls } from './three-d.ts'
import { twoDCalls } from './two-d.ts'
import { walletCalls } from './wallet.ts'

export type { ApiClientOptions } from './request.ts'

export type ApiClient = ReturnType<typeof createApiClient>

/** One client for the whole API: the calls of every product area in one flat object, `api.register(...)`. */
export function createApiClient(options: ApiClientOptions) {
  const call = createCall(options)
  const baseUrl = trimBase(options.baseUrl)
  return {
    /** The base this client talks to, as given. */
    baseUrl,
    /** The address of the live 2D board's event stream (`EventSource`; one `live` event per change). */
    twoDLiveStreamUrl: () => `${baseUrl}${paths.twoDLiveStream}`,
    /**
     * The request function behind every call, for the calls of a screen that loads on first use
     * (`careCalls(api.call)`): they travel with that screen instead of with every widget.
     */
    call,
    ...accountCalls(call),
    ...catalogueCalls(call),
    ...contentCalls(call),
    ...walletCalls(call),
    ...twoDCalls(call),
    ...threeDCalls(call),
  }
}
