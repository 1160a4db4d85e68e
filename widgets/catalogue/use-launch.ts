import { useStore } from '@nanostores/react'
import type { GameListItem } from '@shwe/contract'
import { useT } from '@shwe/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { goToAddress, openBlankTab } from '../runtime.ts'
import { useRuntime, useSignIn } from '../WidgetRoot.tsx'
import { launchStep } from './catalogue.logic.ts'
import { CATALOGUE } from './texts.ts'

export interface Launcher {
  /** The game being opened: its button is disabled and shows a spinner. One at a time per grid. */
  launchingId: number | null
  /** The last launch's failure, for the red box above the grid. */
  error: string | null
  launch: (game: GameListItem) => void
}

/**
 * Opens games: a signed-out player gets the login dialog, and the game opens once signed in. A reply with an
 * address goes there in this tab; a reply with a page writes it into a new window, with no way back to this one.
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
      if (step.kind === 'write') {
        const tab = openBlankTab()
        if (!tab) {
          setError(t('launch.popupBlocked'))
          return
        }
        tab.write(step.content)
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
