import type { RealityCheckView } from '@shwe/contract'
import type { Language } from '@shwe/i18n'
import { Button, Dialog, formatAmount, useT, VisuallyHidden } from '@shwe/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { careQueries } from '../shared/care/care.queries.ts'
import { useNow } from '../shared/clock/use-now.ts'
import { Icon } from './icons.tsx'
import * as S from './RealityCheck.styles.ts'
import {
  answeredIn,
  checksDue,
  clockText,
  hoursAndMinutes,
  type SessionClock,
  sessionClock,
  sessionLength,
  untilNextCheck,
} from './reality-check.logic.ts'
import { answeredChecks } from './reality-check.store.ts'
import { SHELL } from './texts.ts'

/** Where "Stop" leads: the account's Play safe screen, to take a break or set limits. */
const PLAY_SAFE = '/information?tab=limits'

/** The net position with its sign: "+300", "−1,500" (a true minus), "0". */
export function signedAmount(net: string, language: Language): string {
  const value = Number(net)
  const text = formatAmount(Math.abs(value).toFixed(2), language)
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
}

/**
 * The reality check of a signed-in player: the shell shows this sign-in's length and net position (wins minus
 * stakes), linked to Play safe; at each interval the player chose, a dialog shows them again and needs an
 * answer: continue, or stop and go to the account. The figures come from the server, on its clock.
 */
export function RealityCheck() {
  const runtime = useRuntime()
  const { session } = runtime
  const $check = runtime.stores(careQueries).$realityCheck
  const navigate = useNavigate()
  const { t, language } = useT(SHELL)
  const { t: tc } = useT('common')
  const balance = useStore(session.$user, { ssr: () => undefined })?.balance
  const [view, setView] = useState<{ data: RealityCheckView; clock: SessionClock } | null>(null)
  /** The check being asked (its number in this sign-in), or null while none is. */
  const [due, setDue] = useState<number | null>(null)
  const answered = useRef(0)
  const $answered = runtime.stores(answeredChecks)
  const readAnswered = useCallback(
    (signedInAt: string) => answeredIn($answered.get(), signedInAt),
    [$answered],
  )
  const now = useNow(15_000)

  // Read on sign-in and when Play safe changes the interval (it invalidates the key); a failed read keeps the last.
  const { data: reply } = useStore($check)
  useEffect(() => {
    if (!reply) return
    const { view: data, receivedAt } = reply
    answered.current = readAnswered(data.signed_in_at)
    setView({ data, clock: sessionClock(data.signed_in_at, data.now, receivedAt) })
  }, [reply, readAnswered])
  const load = useCallback(() => $check.revalidate(), [$check])

  // Read again after every change of the balance (a stake, a win).
  const lastBalance = useRef(balance)
  useEffect(() => {
    if (lastBalance.current !== undefined && balance !== lastBalance.current) load()
    lastBalance.current = balance
  }, [balance, load])

  const interval = view?.data.reality_check_minutes ?? null
  const signedInAt = view?.data.signed_in_at

  // Waits for the next check; a check that fell due while the tab slept shows when it wakes.
  useEffect(() => {
    if (!view || interval === null || due !== null) return
    const check = () => {
      answered.current = Math.max(answered.current, readAnswered(view.data.signed_in_at))
      const length = sessionLength(view.clock, Date.now())
      const count = checksDue(length, interval)
      if (count > answered.current) {
        setDue(count)
        load()
        return
      }
      timer = setTimeout(check, untilNextCheck(length, interval, answered.current))
    }
    let timer = setTimeout(check, 0)
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [view, interval, due, load, readAnswered])

  // Answered in another tab of the same sign-in: this tab's dialog goes too.
  useEffect(() => {
    if (due === null || !view) return
    return $answered.listen((checks) => {
      if (answeredIn(checks, view.data.signed_in_at) >= due) setDue(null)
    })
  }, [due, view, $answered])

  if (!view || !signedInAt) return <S.MeterSpace aria-hidden="true" />

  const length = sessionLength(view.clock, now)
  const { hours, minutes } = hoursAndMinutes(length)
  const played = hours > 0 ? t('reality.hoursMinutes', { hours, minutes }) : t('reality.minutes', { minutes })
  const net = signedAmount(view.data.net, language)
  const ks = tc('currency.ks')

  const answer = (stop: boolean) => {
    if (interval !== null && due !== null) {
      // The check asked, and any that fell due while it was open.
      answered.current = Math.max(due, checksDue(sessionLength(view.clock, Date.now()), interval))
      $answered.set({ session: signedInAt, answered: answered.current })
    }
    setDue(null)
    if (stop) navigate(PLAY_SAFE)
  }

  return (
    <>
      <S.Meter to={PLAY_SAFE}>
        <span>
          <VisuallyHidden>{t('reality.meterSession')} </VisuallyHidden>
          <Icon name="clock" size={14} />
          {clockText(length)}
        </span>
        <span data-tone={Number(view.data.net) < 0 ? 'down' : 'up'}>
          <VisuallyHidden>, {t('reality.meterNet')} </VisuallyHidden>
          {net}
          <VisuallyHidden>
            {' '}
            {ks}. {t('reality.meterOpen')}
          </VisuallyHidden>
        </span>
      </S.Meter>
      {due !== null && interval !== null && (
        <Dialog
          open
          mustChoose
          title={t('reality.title')}
          closeLabel={tc('actions.close')}
          onClose={() => answer(false)}
        >
          <S.Lead>{t('reality.played', { time: played })}</S.Lead>
          <S.RealityFigures>
            <div>
              <dt>{t('reality.staked')}</dt>
              <dd>
                {formatAmount(view.data.stakes, language)} {ks}
              </dd>
            </div>
            <div>
              <dt>{t('reality.won')}</dt>
              <dd>
                {formatAmount(view.data.wins, language)} {ks}
              </dd>
            </div>
            <div>
              <dt>{t('reality.net')}</dt>
              <dd>
                {net} {ks}
              </dd>
            </div>
          </S.RealityFigures>
          <S.Lead>{t('reality.interval', { count: interval })}</S.Lead>
          <S.RealityActions>
            <Button autoFocus onClick={() => answer(false)}>
              {t('reality.continue')}
            </Button>
            <Button $variant="ghost" onClick={() => answer(true)}>
              {t('reality.stop')}
            </Button>
          </S.RealityActions>
        </Dialog>
      )}
    </>
  )
}
