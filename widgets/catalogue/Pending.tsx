import { ErrorState, Spinner, useT } from '@shwe/ui'
import * as S from './Catalogue.styles.ts'

/** What stands in for a list until it arrives: a labelled spinner, or the failure with a way to try again. */
export function Pending({ error, onRetry, label }: { error: unknown; onRetry: () => void; label?: string }) {
  const { t } = useT('common')
  return (
    <S.Placeholder aria-busy={!error}>
      {error ? (
        <ErrorState message={t('errors.somethingWrong')} retryLabel={t('actions.retry')} onRetry={onRetry} />
      ) : (
        <Spinner label={label ?? t('loading')} />
      )}
    </S.Placeholder>
  )
}
