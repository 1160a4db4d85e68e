import { EmptyState, ErrorState, useT } from '@shwe/ui'
import type { ComponentType, ReactNode } from 'react'

export interface ListProblemProps {
  /** The screen's box for what it says instead of the list. */
  box: ComponentType<{ children: ReactNode }>
  isFailed: boolean
  isEmpty: boolean
  /** Said when the list failed to load, above Retry. */
  failed: string
  /** Said when the list has nothing in it. */
  empty: string
  onRetry: () => void
}

/** A content list that failed to load (with Retry) or came back empty, said in the screen's box. */
export function ListProblem({ box: Box, isFailed, isEmpty, failed, empty, onRetry }: ListProblemProps) {
  const { t: tc } = useT('common')
  if (isFailed) {
    return (
      <Box>
        <ErrorState message={failed} retryLabel={tc('actions.retry')} onRetry={onRetry} />
      </Box>
    )
  }
  return isEmpty ? (
    <Box>
      <EmptyState message={empty} />
    </Box>
  ) : null
}
