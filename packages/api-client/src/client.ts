import { paths } from '@shwe/contract'
import { accountCalls } from './accounts.ts'
import { type ApiClientOptions, createCall, trimBase } from './request.ts'
import { walletCalls } from './wallet.ts'

export type { ApiClientOptions } from './request.ts'

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The client every widget shares: the session's calls (accounts) and the wallet's, which the shell, the account and
 * the wallet all make, in one flat object (`api.login(...)`). Each other area makes its calls from `call`
 * (`twoDCalls(api.call).twoDBet(...)`), so they travel with that area's code and not with every widget.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = createCall(options)
  const baseUrl = trimBase(options.baseUrl)
  return {
    /** The base this client talks to, as given. */
    baseUrl,
    /** The address of the live 2D board's event stream (`EventSource`; one `live` event per change). */
    twoDLiveStreamUrl: () => `${baseUrl}${paths.twoDLiveStream}`,
    /** The request function behind every call, for the calls of an area (`catalogueCalls(api.call)`). */
    call,
    ...accountCalls(call),
    ...walletCalls(call),
  }
}
