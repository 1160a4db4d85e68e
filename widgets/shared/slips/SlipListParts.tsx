import { ErrorState, Skeleton, useT, VisuallyHidden } from '@shwe/ui'
import { useEffect, useRef } from 'react'
import { failureOf } from './slips.logic.ts'
import * as S from './slips.styles.ts'

/**
 * The list's half of Back: remembers each slip's row button, and when the open slip closes (`openId` back to
 * null) focuses the row of the slip named by `returnTo`.
 */
export function useFocusReturn<Id>(openId: Id | null) {
  const backTo = useRef<Id | null>(null)
  const rows = useRef(new Map<Id, HTMLButtonElement>())
  useEffect(() => {
    if (openId === null && backTo.current !== null) {
      rows.current.get(backTo.current)?.focus()
      backTo.current = null
    }
  }, [openId])
  return {
    /** The ref callback of slip `id`'s row button. */
    rowRef: (id: Id) => (node: HTMLButtonElement | null) => {
      if (node) rows.current.set(id, node)
      else rows.current.delete(id)
    },
    /** Call as the detail of slip `id` closes. */
    returnTo: (id: Id) => {
      backTo.current = id
    },
  }
}

/** The list while it loads: its words (for screen readers only when `isLabelHidden`) and row-sized placeholders. */
export function SlipsLoading({
  label,
  isLabelHidden = false,
  rows,
  rowHeight,
}: {
  label: string
  isLabelHidden?: boolean
  rows: number
  rowHeight: number
}) {
  return (
    <S.Loading role="status" aria-busy="true">
      {isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : <p>{label}</p>}
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} height={rowHeight} radius={10} />
      ))}
    </S.Loading>
  )
}

/** A failed load: the server's message, else the game's network or general text; and a way to try again. */
export function SlipsFailed({
  error,
  texts,
  onRetry,
}: {
  error: unknown
  texts: { network: string; failed: string }
  onRetry: () => void
}) {
  const { t: tc } = useT('common')
  const failure = failureOf(error)
  const message = failure.kind === 'message' ? failure.message : texts[failure.kind]
  return <ErrorState message={message} retryLabel={tc('actions.retry')} onRetry={onRetry} />
}
