import { useMemo } from 'react'
import { useRuntime } from '../WidgetRoot.tsx'
import { mediaRoot, mediaUrl } from './content.logic.ts'

/**
 * Turns a media path from the server into a checked address on the API's host, or null. The page's address
 * is only known in the browser; the server renders the loading states, which show no media.
 */
export function useMediaUrl(): (path: string | null | undefined) => string | null {
  const { api } = useRuntime()
  return useMemo(() => {
    const root = mediaRoot(api.baseUrl, typeof document === 'undefined' ? undefined : document.baseURI)
    return (path: string | null | undefined) => mediaUrl(path, root)
  }, [api.baseUrl])
}
