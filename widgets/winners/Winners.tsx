import {
  Button,
  ErrorState,
  Field,
  formatDateTime,
  Money,
  Skeleton,
  useT,
  useToast,
  VisuallyHidden,
  yangonDay,
} from '@shwe/ui'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { AreaScreens } from '../platform/AreaScreens.tsx'
import { useBack, useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { WINNERS_AREA } from './screens.ts'
import { WINNERS } from './texts.ts'
import * as S from './Winners.styles.ts'
import {
  ALL,
  drawChoices,
  expectedCards,
  failureOf,
  openingFilter,
  type ResultCard,
  TWO_D_CHOICES,
  type WinnersFilter,
  type WinnersScreen,
  withChoice,
  withDate,
} from './winners.logic.ts'
import { type WinnersStore, winnersQueries } from './winners.queries.ts'

export interface WinnersProps {
  /** The first screen; on the site the URL decides (`/2d/daily-winner`, `/3d/winner`). */
  screen?: WinnersScreen
  /** The date shown first, `YYYY-MM-DD`; today in Yangon unless given (or named by the site's URL). */
  date?: string
  /** The clock whose Yangon calendar day is "today"; the device's by default. */
  now?: () => Date
}

/** Each screen's own route, where a signed-out visitor comes back to after logging in. */
const HERE: Record<WinnersScreen, string> = { 'two-d': '/2d/daily-winner', 'three-d': '/3d/winner' }
/** Where Back goes when there is no page of this site before: the game's home. */
const HOME: Record<WinnersScreen, string> = { 'two-d': '/2d', 'three-d': '/3d' }

/** Winners' toasts: top right, three seconds (spec "General"). */
const TOAST = { tone: 'error', position: 'top-right', durationMs: 3000 } as const

const deviceClock = () => new Date()
const unchanging = () => () => {}

/**
 * Today's date in Yangon, whatever the device's zone. Null while rendering on the server and hydrating, so
 * the build's date never reaches the page; the browser's follows at once.
 */
function useToday(now: () => Date): string | null {
  return useSyncExternalStore(
    unchanging,
    () => yangonDay(now()),
    () => null,
  )
}

/**
 * The 2D and 3D daily winners (`/2d/daily-winner`, `/3d/winner`): a date (today by default), the 2D session or
 * the 3D draw, Refresh and Back; a card per settled draw with its session, date and winning number, then its
 * winners with their bet and win in Ks. Only for signed-in players: a visitor is sent to `/login` on the site
 * and offered the login dialog on a partner page.
 */
export function Winners({ screen = 'two-d', date, now = deviceClock }: WinnersProps) {
  return <AreaScreens screens={WINNERS_AREA} screen={screen} eager={EAGER} props={{ date, now }} />
}

/** Both screens are one view of the winners, of the game the screen names. */
const EAGER = { 'two-d': WinnersView, 'three-d': WinnersView }

interface ViewProps {
  screen: WinnersScreen
  query: URLSearchParams | null
  date: string | undefined
  now: () => Date
}

function WinnersView({ screen, ...props }: ViewProps) {
  const { session, router } = useRuntime()
  const { t } = useT(WINNERS)
  const navigate = useNavigate()
  const back = useBack()
  const titleId = useId()
  const onSite = router.mode === 'site'
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => true })

  // Spec: no login sends the player to /login (and back here after). A 401 ends the session, which lands here too.
  useEffect(() => {
    if (!isSignedIn && onSite) navigate(`/login?${new URLSearchParams({ next: HERE[screen] })}`)
  }, [isSignedIn, onSite, navigate, screen])

  return (
    <S.Screen aria-labelledby={titleId}>
      <S.Header>
        <S.Back onClick={() => back(HOME[screen])}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M10 3L5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('back')}
        </S.Back>
        <h1 id={titleId}>{t(`title.${screen}`)}</h1>
      </S.Header>
      {isSignedIn ? <Board screen={screen} {...props} /> : <SignedOut onSite={onSite} />}
    </S.Screen>
  )
}

function SignedOut({ onSite }: { onSite: boolean }) {
  const { t } = useT(WINNERS)
  return onSite ? (
    <S.SignedOut>
      <p role="status">{t('toLogin')}</p>
    </S.SignedOut>
  ) : (
    <SignInPrompt message={t('signedOut')} card={S.SignedOut} />
  )
}

/** The filter and the results of the signed-in player. The filter is this screen's own state. */
function Board({ screen, query, date, now }: ViewProps) {
  const { t, language } = useT(WINNERS)
  const today = useToday(now)
  const [chosen, setChosen] = useState<WinnersFilter | null>(null)
  const filter = chosen ?? openingFilter(screen, query, date, today)
  const queries = useRuntime().stores(winnersQueries)
  const store = today === null ? undefined : queries.winners(screen, filter, today)

  const options =
    screen === 'two-d'
      ? TWO_D_CHOICES.map((choice) => ({ value: choice, label: t(`sessions.${choice}`) }))
      : [
          { value: ALL, label: t('allDraws') },
          ...drawChoices(today, filter.choice).map((draw) => ({
            value: draw,
            label: formatDateTime(draw, language, 'date')?.text ?? draw,
          })),
        ]

  return (
    <>
      <S.Controls>
        <Field
          label={t('date')}
          type="date"
          value={filter.date}
          max={today ?? undefined}
          onChange={(event) => setChosen(withDate(screen, filter, event.target.value))}
        />
        <Field label={t(screen === 'two-d' ? 'session' : 'draw')}>
          {(control) => (
            <S.Select
              {...control}
              value={filter.choice}
              onChange={(event) => setChosen(withChoice(screen, filter, event.target.value))}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </S.Select>
          )}
        </Field>
        <Button onClick={() => store?.revalidate()}>{t('refresh')}</Button>
      </S.Controls>
      <S.Results>
        {store === undefined ? (
          <Loading cards={expectedCards(screen, filter)} />
        ) : store === null ? (
          <NoData />
        ) : (
          <Results store={store} cards={expectedCards(screen, filter)} />
        )}
      </S.Results>
    </>
  )
}

function NoData() {
  const { t } = useT(WINNERS)
  return (
    <S.Message role="status">
      <p>{t('noData')}</p>
    </S.Message>
  )
}

function Loading({ cards }: { cards: number }) {
  const { t } = useT(WINNERS)
  return (
    <S.Cards as="div" role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: cards }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <S.Placeholder key={card} aria-hidden="true">
          <S.CardHead>
            <Skeleton height={22} width="60%" />
            <Skeleton height={48} width={64} radius={999} />
          </S.CardHead>
          <Skeleton height={24} width="35%" />
          <S.PlaceholderRows>
            {Array.from({ length: S.PLACEHOLDER_ROWS }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={row} height={S.WINNER_ROW_HEIGHT} radius={10} />
            ))}
          </S.PlaceholderRows>
        </S.Placeholder>
      ))}
    </S.Cards>
  )
}

function Results({ store, cards: expected }: { store: WinnersStore; cards: number }) {
  const { t } = useT(WINNERS)
  const { t: tc } = useT('common')
  const toast = useToast()
  const { data, error, loading } = useStore(store, { ssr: () => ({ loading: true }) })
  const failure = error === undefined ? null : failureOf(error)
  const message =
    failure === null
      ? ''
      : failure.kind === 'players-only'
        ? t('playersOnly')
        : failure.kind === 'message'
          ? failure.message
          : t('failed')

  // A refresh that failed leaves the cards it had on screen and says so in a toast.
  const isStale = data !== undefined && failure !== null
  useEffect(() => {
    if (isStale) toast.show(message, TOAST)
  }, [isStale, message, toast])

  if (failure && !data) {
    return (
      <S.Message>
        <ErrorState
          message={message}
          retryLabel={tc('actions.retry')}
          onRetry={failure.kind === 'players-only' ? undefined : () => store.revalidate()}
        />
      </S.Message>
    )
  }
  if (!data) return <Loading cards={expected} />
  if (data.length === 0) return <NoData />
  return (
    <S.Cards aria-label={t('results')} aria-busy={loading === true}>
      {data.map((card) => (
        <li key={card.key}>
          <Card card={card} />
        </li>
      ))}
    </S.Cards>
  )
}

function Card({ card }: { card: ResultCard }) {
  const { t, language } = useT(WINNERS)
  const headingId = useId()
  const winnersId = useId()
  const date = formatDateTime(card.date, language, 'date')?.text ?? card.date
  const { session } = card
  const name =
    session.kind === 'session'
      ? t(`sessions.${session.session}`)
      : session.kind === 'draw'
        ? t('threeDDraw')
        : session.text
  return (
    <S.Card aria-labelledby={headingId}>
      <S.CardHead>
        <h2 id={headingId}>{t('cardTitle', { session: name, date })}</h2>
        <S.WinningNumber>
          <dt>{t('winningNumber')}</dt>
          <dd>{card.number}</dd>
        </S.WinningNumber>
      </S.CardHead>
      <h3 id={winnersId}>{t('winners', { count: card.winners.length })}</h3>
      {card.winners.length === 0 ? (
        <S.NoWinners>{t('noWinners')}</S.NoWinners>
      ) : (
        <S.Winners aria-labelledby={winnersId}>
          {card.winners.map((winner) => (
            <S.Winner key={winner.key}>
              <S.Who>
                {winner.name ?? winner.number}
                {winner.isPermutation && <S.Tag>{t('permutation')}</S.Tag>}
              </S.Who>
              <S.Amounts>
                {winner.name !== null && winner.number !== null && (
                  <div>
                    <dt>{t('number')}</dt>
                    <dd>{winner.number}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('bet')}</dt>
                  <dd>
                    <Money amount={winner.bet} label="ks" alwaysPya />
                  </dd>
                </div>
                <div>
                  <dt>{t('win')}</dt>
                  <dd data-win>
                    <Money amount={winner.win} label="ks" alwaysPya />
                  </dd>
                </div>
              </S.Amounts>
            </S.Winner>
          ))}
        </S.Winners>
      )}
    </S.Card>
  )
}
