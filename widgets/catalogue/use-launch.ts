import type { GameListItem } from '@shwe/contract'
import { useT } from '@shwe/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRuntime, useSignIn } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { launchStep } from './catalogue.logic.ts'
import { goToAddress, openTab } from './new-tab.ts'
import { CATALOGUE } from './texts.ts'

export interface Launcher {
  /** The game being opened: its button is disabled and shows a spinner. One at a time per grid. */
  launchingId: number | null
  /** The last launch's failure, for the red box above the grid. */
  error: string | null
  launch: (game: GameListItem) => void
}

/** Pages whose API already had the raw-content refusal explained in the console (once per page, not per press). */
const warned = new WeakSet<object>()

function warnOnce(api: object, message: string): void {
  if (warned.has(api)) return
  warned.add(api)
  console.warn(message)
}

/**
 * Opens games: a signed-out player gets the login dialog, and the game opens once signed in. A reply with an
 * address goes there in this tab; a reply with a launch page's address opens it in a new tab with no way back
 * to this one (the server serves that page sandboxed, away from the player's session); raw HTML is refused.
 * The request carries the session's language (the API client sends `Accept-Language`), so the game's page
 * comes in it.
 */
export function useLaunch(): Launcher {
  const { api, session } = useRuntime()
  const requestSignIn = useSignIn()
  const { t } = useT(CATALOGUE)
  const { t: tc } = useT('common')
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  const [launchingId, setLaunchingId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const open = useCallback(
    async (game: GameListItem) => {
      if (busy.current) return
      busy.current = true
      setError(null)
      setLaunchingId(game.id)
      const result = await api.launchGame({
        game_code: game.game_code,
        product_code: game.product_code,
        game_type: game.game_type,
      })
      busy.current = false
      if (!live.current) return
      setLaunchingId(null)
      const step = launchStep(result)
      if (step.kind === 'navigate') {
        goToAddress(step.url)
        return
      }
      if (step.kind === 'open') {
        // Opened once the reply is in: a browser that has let the press's activation lapse blocks it, and the
        // player is asked to allow popups and press again (the next press launches afresh).
        if (!openTab(step.url)) setError(t('launch.popupBlocked'))
        return
      }
      if (step.kind === 'refuseContent') {
        warnOnce(
          api,
          'Launch refused: the server answered with raw HTML (`content`). It is never written into a window of this site, where it could read the session; serve it at a one-time sandboxed address and answer `content_url`.',
        )
        setError(t('launch.failed'))
        return
      }
      const fallback =
        step.fallback === 'network'
          ? tc('errors.network')
          : step.fallback === 'noTarget'
            ? t('launch.noTarget')
            : t('launch.failed')
      setError(step.message ?? fallback)
    },
    [api, t, tc],
  )

  const launch = useCallback(
    (game: GameListItem) => {
      if (!isSignedIn) {
        requestSignIn({ onSignedIn: () => void open(game) })
        return
      }
      void open(game)
    },
    [isSignedIn, open, requestSignIn],
  )

  return { launchingId, error, launch }
}
