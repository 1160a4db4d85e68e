import { mediaUrl } from '@shwe/ui'
import { useCallback } from 'react'
import { useFirstPage } from '../../platform/first-content.ts'
import { useRuntime } from '../../platform/root-context.ts'

/**
 * Turns a picture or video address from the server into one safe to load (the API's host or this page's origin,
 * web schemes only), or null. On the server only for a page rendered with its data (first-content.ts).
 */
export function useMediaUrl(): (raw: string | null | undefined) => string | null {
  const { api } = useRuntime()
  // On the server, only a page rendered with its data has pictures to show, resolved against its own address.
  const firstPage = useFirstPage()
  const page = typeof document === 'undefined' ? firstPage : document.baseURI
  return useCallback((raw) => mediaUrl(raw, { apiBase: api.baseUrl, page }), [api, page])
}
