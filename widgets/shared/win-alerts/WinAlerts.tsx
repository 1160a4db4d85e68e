import { pushCalls } from '@shwe/api-client'
import { Button, styled, useT, useToast } from '@shwe/ui'
import { useEffect, useId, useMemo, useState } from 'react'
import { useRuntime } from '../../platform/root-context.ts'
import { type AlertsState, applicationServerKey, pushSupported, stateOf } from './win-alerts.logic.ts'
import { WIN_ALERTS } from './win-alerts.texts.ts'

/**
 * The site's service worker, once active. The site's pages register it after loading; this code never does, so
 * a widget cannot put a worker on a page that did not ask for one.
 */
const siteWorker = (): Promise<ServiceWorkerRegistration> => navigator.serviceWorker.ready

/** This device's subscription; none while the site's worker is not registered yet. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return registration ? registration.pushManager.getSubscription() : null
}

/**
 * The offer of win notifications on this device (the 2D board, the profile): on, a push when settlement pays one
 * of the player's numbers, in the language of the page; off, none. It says why when the browser cannot or the player
 * has blocked notifications. Shown through `LazyWinAlerts`, which renders it only on the site, to a signed-in player.
 */
export function WinAlerts() {
  const runtime = useRuntime()
  const api = useMemo(() => pushCalls(runtime.api.call), [runtime])
  const { t, language } = useT(WIN_ALERTS)
  const toast = useToast()
  const [state, setState] = useState<AlertsState>('checking')
  const [hasFailed, setHasFailed] = useState(false)
  const titleId = useId()

  // What this device has; a subscription is stored again with the page's language, so a change of language
  // (or of player on a shared phone, who signs in anew) reaches the server.
  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported')
      return
    }
    let live = true
    currentSubscription()
      .then(async (subscription) => {
        const next = stateOf(Notification.permission, subscription !== null)
        if (next === 'on' && subscription) await api.subscribe(subscription.toJSON(), language)
        if (live) setState(next)
      })
      .catch(() => live && setState(stateOf(Notification.permission, false)))
    return () => {
      live = false
    }
  }, [api, language])

  async function turnOn() {
    setHasFailed(false)
    setState('working')
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(stateOf(permission, false))
        return
      }
      const key = await api.publicKey()
      if (key.kind !== 'ok') throw new Error('no key')
      const registration = await siteWorker()
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(key.data.public_key),
      })
      const stored = await api.subscribe(subscription.toJSON(), language)
      if (stored.kind !== 'ok') {
        await subscription.unsubscribe()
        throw new Error('not stored')
      }
      setState('on')
      toast.show(t('turnedOn'), { tone: 'success' })
    } catch {
      setHasFailed(true)
      setState('off')
    }
  }

  async function turnOff() {
    setHasFailed(false)
    setState('working')
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await api.unsubscribe(subscription.endpoint)
        await subscription.unsubscribe()
      }
      setState('off')
      toast.show(t('turnedOff'), { tone: 'success' })
    } catch {
      setState('on')
    }
  }

  const message =
    state === 'on'
      ? t('on')
      : state === 'blocked'
        ? t('blocked')
        : state === 'unsupported'
          ? t('unsupported')
          : t('off')
  return (
    <Offer aria-labelledby={titleId} aria-busy={state === 'checking' || state === 'working' || undefined}>
      <h2 id={titleId}>{t('title')}</h2>
      <p>{message}</p>
      {hasFailed && <p role="alert">{t('failed')}</p>}
      {state === 'on' ? (
        <Button $variant="ghost" onClick={turnOff}>
          {t('turnOff')}
        </Button>
      ) : state === 'off' || state === 'checking' || state === 'working' ? (
        <Button disabled={state !== 'off'} onClick={turnOn}>
          {state === 'working' ? t('working') : t('turnOn')}
        </Button>
      ) : null}
    </Offer>
  )
}

const Offer = styled.section.withConfig({ componentId: 'WinAlerts' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  & h2 {
    margin: 0;
    font-size: 16px;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    line-height: 1.5;
  }
  & p[role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`
