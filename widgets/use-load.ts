import type { ApiResult } from '@shwe/api-client'
import { useCallback, useEffect, useState } from 'react'

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'error'; message: string | null }

/**
 * Runs `load` on mount (and on `reload`), tracking loading, loaded and error.
 * A 401 needs no handling here: the session ends itself and leaves the page.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger for reloading.
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    load().then((result) => {
      if (!live) return
      if (result.kind === 'ok') setState({ status: 'loaded', data: result.data })
      else setState({ status: 'error', message: 'message' in result ? result.message : null })
    })
    return () => {
      live = false
    }
  }, [load, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
