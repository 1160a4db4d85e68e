import type { ThreeDNumbers } from '@shwe/contract'
import { Skeleton, useT } from '@shwe/ui'
import { lazy, Suspense, useMemo } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import * as S from './Board.styles.ts'
import { boardQueries, THREE_D_BOARD } from './board.queries.ts'
import { EntryScreen, type PasteBoxSlotProps } from './EntryScreen.tsx'
import { boardRules } from './entry.logic.ts'
import { useIsHydrated } from './hydration.ts'
import { THREE_D } from './texts.ts'

// The parser comes with the paste box, below the tools: not needed for the screen's first paint.
const LazyPasteBox = lazy(() => import('./PasteBox.tsx').then(({ PasteBox }) => ({ default: PasteBox })))

/**
 * The paste box once its code is in; until then the same card with a block in place of each control. The page's
 * HTML has the placeholder, complete: the box's code is asked for only once the island has hydrated. Were it
 * asked for while the HTML is rendered, the HTML would carry the box hidden at the end with React's inline
 * script that moves it into place on a later frame, while Preact hydrates the island from the same nodes; when
 * the island hydrated first, that script cut the selection and Submit out of the page.
 */
function PasteSlot(props: PasteBoxSlotProps) {
  const isHydrated = useIsHydrated()
  const placeholder = <PastePlaceholder minimumAmount={props.minimumAmount} />
  return <Suspense fallback={placeholder}>{isHydrated ? <LazyPasteBox {...props} /> : placeholder}</Suspense>
}

// Mirrors PasteBox's layout (title, label, text box, hint, button), so nothing moves when it arrives.
function PastePlaceholder({ minimumAmount }: { minimumAmount: number }) {
  const { t } = useT(THREE_D)
  return (
    <S.Card aria-busy="true">
      <h2>{t('paste.title')}</h2>
      <span>{t('paste.label')}</span>
      <Skeleton height={112} />
      <S.Note>{t('paste.hint', { min: minimumAmount })}</S.Note>
      <Skeleton height={36} width={120} />
    </S.Card>
  )
}

/**
 * `/3d` with the server's board for the open draw: its closed and full numbers are refused, its least stake
 * is the minimum, its prizes are shown, and a closed board stops Submit; a slip can be pasted. While the
 * board loads the entry works with the spec's minimum; if it cannot be read, the server still checks the bet.
 */
export function BoardEntryScreen() {
  const { $board } = useRuntime().stores(boardQueries)
  const { data: board, error }: { data?: ThreeDNumbers; error?: unknown } = useFirstStore(
    $board,
    THREE_D_BOARD,
  )
  const rules = useMemo(() => (board ? boardRules(board) : null), [board])
  return (
    <EntryScreen
      unavailable={rules?.unavailable}
      minimumAmount={rules?.minimumAmount}
      prizes={rules ? rules.prizes : error ? undefined : null}
      isBettingOpen={rules?.isBettingOpen}
      PasteBox={PasteSlot}
    />
  )
}
