import { ErrorState, Skeleton, useT, VisuallyHidden } from '@shwe/ui'
import { loadFailureOf, type RequestState, requestStateOf } from './log.logic.ts'
import * as S from './log.styles.ts'
import { WALLET } from './texts.ts'

// 16×16 line drawings; decorative, the text beside them names the state.
const ICONS: Record<RequestState, string> = {
  waiting: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
  transferred: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM5 8.2l2 2l4-4.2',
  rejected: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM5.7 5.7l4.6 4.6M10.3 5.7l-4.6 4.6',
}

/**
 * A request's state in words with an icon, in its colour: waiting (yellow, a clock), transferred (green),
 * rejected (red). `status` is the code of the paginated logs (0, 1, 2) or the word of the others.
 */
export function HistoryStatus({ status }: { status: number | string }) {
  const { t } = useT(WALLET)
  const state = requestStateOf(status)
  return (
    <S.State $state={state}>
      {state && (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d={ICONS[state]}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {state ? t(`history.statuses.${state}`) : String(status)}
    </S.State>
  )
}

/** A failed log load in the spec's words: the server's message, 'Failed to fetch logs', or the network text. */
export function HistoryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const failure = loadFailureOf(error)
  const message =
    failure.kind === 'message'
      ? failure.message
      : failure.kind === 'network'
        ? t('history.network')
        : t('history.failed')
  return <ErrorState message={message} retryLabel={tc('actions.retry')} onRetry={onRetry} />
}

/** Placeholder rows of a loaded row's height (`--log-row` unless given), so nothing moves when the rows arrive. */
export function HistoryLoading({
  count,
  height = 'var(--log-row)',
}: {
  count: number
  height?: number | string
}) {
  const { t } = useT(WALLET)
  return (
    <S.Loading role="status" aria-busy="true">
      <VisuallyHidden>{t('history.loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <Skeleton key={index} height={height} radius={10} />
      ))}
    </S.Loading>
  )
}
