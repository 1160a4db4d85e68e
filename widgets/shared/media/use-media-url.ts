import { mediaUrl } from '@shwe/ui'
import { useCallback } from 'react'
import { useRuntime } from '../../platform/root-context.ts'

/**
 * Turns a picture or video address from the server into one safe to load (the API's host or this page's origin,
 * web schemes only), or null. Runs in the browser only: during server rendering nothing is loaded yet anyway.
 */
export function useMediaUrl(): (raw: string | null | undefined) => string | null {
  const { api } = useRuntime()
  return useCallback(
    (raw) =>
      mediaUrl(raw, {
        apiBase: api.baseUrl,
        page: typeof document === 'undefined' ? undefined : document.baseURI,
      }),
    [api],
  )
}
