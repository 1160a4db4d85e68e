import type { CareView, LimitName, LimitsPayload } from '@shwe/contract'
import {
  COOL_OFF_PERIODS,
  type CoolOffPeriod,
  LIMIT_KINDS,
  MAX_LIMIT_PYA,
  parseKyat,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
} from '@shwe/domain'
import { Button, DateTime, Dialog, FormParts as F, Field, Spinner, useT, useToast } from '@shwe/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { careQueries, careSaved } from '../shared/care/care.queries.ts'
import { useServerForm } from '../shared/forms/use-form.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import * as S from './Account.styles.ts'
import { CARE } from './care.texts.ts'

const LIMITS: readonly LimitName[] = LIMIT_KINDS
/** Off, then each interval the rules allow. */
const REALITY_CHECKS = ['', ...REALITY_CHECK_MINUTES.map(String)]
const COOL_OFFS = COOL_OFF_PERIODS
const EXCLUSIONS = [6, 12, 24, 36, 60] as const

type Fields = LimitName | 'reality_check_minutes'
type Confirm = { kind: 'coolOff'; period: CoolOffPeriod } | { kind: 'exclusion'; months: number }

/** "50000.00" → "50000", as a player types it; "" for none. */
const asTyped = (value: string | null) => (value === null ? '' : value.replace(/\.00$/, ''))

/** The form's values for what the server holds. */
const formValues = (view: CareView | null): Record<Fields, string> => ({
  ...(Object.fromEntries(LIMITS.map((name) => [name, asTyped(view?.limits[name] ?? null)])) as Record<
    LimitName,
    string
  >),
  reality_check_minutes: view?.reality_check_minutes ? String(view.reality_check_minutes) : '',
})

/**
 * Play safe (`/information?tab=limits`): deposit and loss limits (a new or lower one at once, a higher one or
 * none after 24 hours, shown as waiting), the reality check, and a cool-off or self-exclusion, each after a
 * confirmation that says what will happen and that it cannot be undone.
 */
export function LimitsScreen() {
  const runtime = useRuntime()
  const { session } = runtime
  const { api, $limits } = runtime.stores(careQueries)
  const { t } = useT(CARE)
  const { t: tc } = useT('common')
  const toast = useToast()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const loaded = useStore($limits, { ssr: () => ({ loading: true }) })
  /** What the server last answered. */
  const [view, setView] = useState<CareView | null>(null)
  const loadFailed = !view && loaded.error !== undefined
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [months, setMonths] = useState<number>(6)
  const [isTaking, setIsTaking] = useState(false)
  const form = useServerForm<Fields>(formValues(null))
  const ids = { limits: useId(), breaks: useId() }

  // The form's setter changes with every render; the load must not.
  const setField = useRef(form.setValue)
  setField.current = form.setValue

  // Each answer the cache brings is shown and fills the form, except a break's: it leaves what is typed alone.
  const answer = loaded.loading ? undefined : loaded.data
  const fromBreak = useRef<CareView | null>(null)
  useEffect(() => {
    if (!answer || answer === view) return
    setView(answer)
    if (answer === fromBreak.current) return
    for (const [name, value] of Object.entries(formValues(answer))) setField.current(name as Fields, value)
  }, [answer, view])

  if (!isSignedIn) {
    return (
      <S.Screen aria-labelledby="account-limits-title">
        <h1 id="account-limits-title">{t('limits.title')}</h1>
        <SignInPrompt message={t('limits.signedOut')} />
      </S.Screen>
    )
  }

  const changes = (values: Record<Fields, string>): LimitsPayload => {
    const held = formValues(view)
    const payload: LimitsPayload = {}
    for (const name of LIMITS) {
      if (values[name].trim() !== held[name])
        payload[name] = values[name].trim() === '' ? null : values[name].trim()
    }
    if (values.reality_check_minutes !== held.reality_check_minutes) {
      payload.reality_check_minutes = values.reality_check_minutes
        ? (Number(values.reality_check_minutes) as RealityCheckMinutes)
        : null
    }
    return payload
  }

  const save = form.submit(
    (values) => api.saveLimits(changes(values)),
    (saved) => {
      $limits.mutate(saved)
      toast.show(t('limits.saved'), { tone: 'success' })
      careSaved(runtime)
    },
    {
      validate: (values) => {
        const refused: Partial<Record<Fields, string>> = {}
        for (const name of LIMITS) {
          const text = values[name].trim()
          const pya = text === '' ? 0n : parseKyat(text)
          if (pya === null || pya > MAX_LIMIT_PYA) refused[name] = t('limits.invalid')
        }
        if (Object.keys(refused).length === 0 && Object.keys(changes(values)).length === 0) {
          refused.reality_check_minutes = t('limits.unchanged')
        }
        return refused
      },
    },
  )

  async function take(chosen: Confirm) {
    if (isTaking) return
    setIsTaking(true)
    const result =
      chosen.kind === 'coolOff' ? await api.coolOff(chosen.period) : await api.selfExclusion(chosen.months)
    setIsTaking(false)
    setConfirm(null)
    if (result.kind === 'ok') {
      fromBreak.current = result.data
      $limits.mutate(result.data)
      toast.show(t(chosen.kind === 'coolOff' ? 'breaks.coolOffTaken' : 'breaks.exclusionTaken'), {
        tone: 'success',
      })
    } else {
      toast.show(('message' in result && result.message) || tc('errors.unexpected'), { tone: 'error' })
    }
  }

  /** Under a limit: the looser value waiting and when it comes into force. */
  const pendingHint = (name: LimitName) => {
    const waiting = view?.pending.find((change) => change.limit === name)
    if (!waiting) return undefined
    return (
      <>
        {waiting.value === null
          ? t('limits.pendingNone')
          : t('limits.pending', { value: asTyped(waiting.value) })}{' '}
        <DateTime value={waiting.effective_at} />
      </>
    )
  }

  const blockedUntil = view?.excluded_until ?? view?.cool_off_until ?? null
  const general = form.errors.isNetwork
    ? tc('errors.network')
    : form.errors.isUnexpected
      ? tc('errors.unexpected')
      : form.errors.general

  return (
    <S.Screen aria-labelledby="account-limits-title" aria-busy={!view && !loadFailed}>
      <h1 id="account-limits-title">{t('limits.title')}</h1>
      <p>{t('limits.intro')}</p>
      {loadFailed && <p role="alert">{tc('errors.unexpected')}</p>}
      {blockedUntil && (
        <S.Card role="status">
          <p>
            {t(view?.excluded_until ? 'breaks.excludedUntil' : 'breaks.coolingOffUntil')}{' '}
            <DateTime value={blockedUntil} />
          </p>
        </S.Card>
      )}
      <S.Card>
        <F.Form onSubmit={save} noValidate aria-labelledby={ids.limits}>
          <h2 id={ids.limits}>{t('limits.heading')}</h2>
          <p>{t('limits.rule')}</p>
          {LIMITS.map((name) => (
            <Field
              key={name}
              label={t(`limits.${name}`)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('limits.none')}
              hint={pendingHint(name)}
              {...form.bind(name)}
            />
          ))}
          <Field label={t('limits.realityCheck')} error={form.errors.fields.reality_check_minutes}>
            {(control) => (
              <select
                {...control}
                value={form.values.reality_check_minutes}
                onChange={(event) => form.setValue('reality_check_minutes', event.target.value)}
              >
                {REALITY_CHECKS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes
                      ? t('limits.everyMinutes', { count: Number(minutes) })
                      : t('limits.realityCheckOff')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {general && <p role="alert">{general}</p>}
          <Button type="submit" disabled={form.isPending || !view}>
            {form.isPending ? <Spinner label={t('limits.saving')} /> : t('limits.save')}
          </Button>
        </F.Form>
      </S.Card>
      <S.Card aria-labelledby={ids.breaks} role="group">
        <h2 id={ids.breaks}>{t('breaks.heading')}</h2>
        <p>{t('breaks.rule')}</p>
        <F.Actions>
          {COOL_OFFS.map((period) => (
            <Button
              key={period}
              $variant="ghost"
              aria-haspopup="dialog"
              onClick={() => setConfirm({ kind: 'coolOff', period })}
            >
              {t(`breaks.coolOff.${period}`)}
            </Button>
          ))}
        </F.Actions>
        <Field label={t('breaks.exclusionLength')}>
          {(control) => (
            <select {...control} value={months} onChange={(event) => setMonths(Number(event.target.value))}>
              {EXCLUSIONS.map((count) => (
                <option key={count} value={count}>
                  {t('breaks.months', { count })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button
          $variant="ghost"
          aria-haspopup="dialog"
          onClick={() => setConfirm({ kind: 'exclusion', months })}
        >
          {t('breaks.exclude')}
        </Button>
      </S.Card>
      <Dialog
        open={confirm !== null}
        title={t(
          confirm?.kind === 'exclusion' ? 'breaks.confirmExclusionTitle' : 'breaks.confirmCoolOffTitle',
        )}
        closeLabel={tc('actions.close')}
        onClose={() => setConfirm(null)}
      >
        <p>
          {confirm?.kind === 'exclusion'
            ? t('breaks.confirmExclusion', { count: confirm.months })
            : t('breaks.confirmCoolOff', {
                period: confirm
                  ? t(`breaks.coolOff.${confirm.kind === 'coolOff' ? confirm.period : '24h'}`)
                  : '',
              })}
        </p>
        <p>{t('breaks.stillOpen')}</p>
        <F.Actions>
          <Button $variant="ghost" onClick={() => setConfirm(null)}>
            {t('breaks.cancel')}
          </Button>
          <Button disabled={isTaking} onClick={() => confirm && take(confirm)}>
            {isTaking ? <Spinner label={t('limits.saving')} /> : t('breaks.confirm')}
          </Button>
        </F.Actions>
      </Dialog>
    </S.Screen>
  )
}
