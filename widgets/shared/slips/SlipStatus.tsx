import type { SlipStatus as KnownStatus } from '@shwe/contract'
import { type LineOutcome, slipTone } from './slips.logic.ts'
import * as S from './slips.styles.ts'

// 16×16 line drawings; decorative, the words beside them name the state.
const ICONS = {
  pending: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
  done: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM5 8.2l2 2l4-4.2',
  won: 'M3.5 8.5l3 3l6-7',
  lost: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  awaiting: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13zM8 4.5V8l2.5 1.5',
} as const

function Icon({ path }: { path: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A slip's status: its icon and words, in its tone's colour. */
export function SlipStatus({
  status,
  labelOf,
}: {
  status: string
  /** The game's words for a status of the contract; any other is shown as the server sent it. */
  labelOf: (status: KnownStatus) => string
}) {
  const tone = slipTone(status)
  return (
    <S.State $tone={tone}>
      <Icon path={ICONS[tone]} />
      {status === 'pending' || status === 'completed' ? labelOf(status) : status}
    </S.State>
  )
}

/** A line's result: its icon and the game's words for it, in its colour. */
export function LineResult({ outcome, label }: { outcome: LineOutcome; label: string }) {
  return (
    <S.Outcome $outcome={outcome}>
      <Icon path={ICONS[outcome]} />
      {label}
    </S.Outcome>
  )
}
