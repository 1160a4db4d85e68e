import { ErrorState, Money, useT, VisuallyHidden } from '@shwe/ui'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './Leaderboard.styles.ts'
import { LEADERBOARD_SIZE, rankRows } from './leaderboard.logic.ts'
import { leaderboardQueries } from './leaderboard.queries.ts'
import { LEADERBOARD } from './texts.ts'

/**
 * Top-ten withdrawals of the month: fixed heading 'Winner of the Month', a list headed Today,
 * each row rank, player id and amount in MMK; the top three highlighted. Needs no sign-in.
 */
export function Leaderboard() {
  const { $topTen } = useRuntime().stores(leaderboardQueries)
  const { t } = useT(LEADERBOARD)
  const { t: tc } = useT('common')
  const { data, error } = useStore($topTen, { ssr: () => ({ loading: true }) })
  const status = data ? 'loaded' : error ? 'error' : 'loading'
  const rows = data ? rankRows(data) : []

  return (
    <S.Card aria-busy={status === 'loading'}>
      <S.Title>{t('title')}</S.Title>
      <S.ListHeading id="leaderboard-today">{t('today')}</S.ListHeading>
      <S.List aria-labelledby="leaderboard-today">
        {status === 'loading' && (
          <>
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
            {Array.from({ length: LEADERBOARD_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <S.Placeholder key={i} aria-hidden="true" />
            ))}
          </>
        )}
        {status === 'error' && (
          <S.Message>
            <ErrorState
              message={tc('errors.somethingWrong')}
              retryLabel={tc('actions.retry')}
              onRetry={() => $topTen.revalidate()}
            />
          </S.Message>
        )}
        {status === 'loaded' && rows.length === 0 && <S.Message>{t('empty')}</S.Message>}
        {rows.map((row) => (
          <S.Row key={row.rank} $highlighted={row.isHighlighted} data-highlighted={row.isHighlighted}>
            <S.Rank $highlighted={row.isHighlighted}>{row.rank}</S.Rank>
            <S.Player>{row.playerId}</S.Player>
            <S.Amount>
              <Money amount={row.amount} label="mmk" />
            </S.Amount>
          </S.Row>
        ))}
      </S.List>
    </S.Card>
  )
}
