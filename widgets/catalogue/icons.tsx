import { ICON_TYPE_IDS } from './catalogue.logic.ts'

/**
 * 24×24 category icons, each in two forms: outline, and filled when its category is selected. A drawing has a
 * closed `shape` (filled in the selected form), `cuts` drawn inside it (in the selected form in the colour of
 * the button behind, so they read as holes) and `lines` outside it. Decorative: the label beside names the link.
 */
interface Drawing {
  shape: string
  cuts?: string
  lines?: string
}

const CIRCLE = 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z'

const TYPE_DRAWINGS: Record<number, Drawing> = {
  // Slot
  1: { shape: 'M3 6h14v14H3z', cuts: 'M7 10v6M10 10v6M13 10v6', lines: 'M17 11h3V6' },
  // Live casino: a chip
  2: {
    shape: CIRCLE,
    cuts: 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4',
  },
  // Sport book: a ball
  3: {
    shape: CIRCLE,
    cuts: 'M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4M9.8 14.5l-3 4M8.5 10.5l-5-1.5',
  },
  // Virtual sport: a ball on a screen
  4: { shape: 'M3 4h18v12H3z', cuts: 'M12 7a3 3 0 1 0 0 6a3 3 0 1 0 0-6z', lines: 'M8 20h8M12 16v4' },
  // Lottery: a ticket
  5: {
    shape: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z',
    cuts: 'M9 7v10M13 10h4M13 14h4',
  },
  // Cock fighting: a rooster
  7: { shape: 'M6 20c0-5 2-8 6-9l-1-4 3-3 2 2h3l-2 3c2 2 2 8-3 11z', cuts: 'M14.5 7.5h.01' },
  // Fishing: a fish
  8: { shape: 'M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2z', cuts: 'M8 11h.01' },
  // Arcade: a game pad
  9: {
    shape: 'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.5H9A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4z',
    cuts: 'M7 10.5v3M5.5 12h3M16 11h.01M18 13h.01',
  },
  // Bingo: a numbered ball
  10: { shape: CIRCLE, cuts: 'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM11 10.5l1.5-1V15' },
  // Card games: two cards
  11: {
    shape: 'M7 4h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
    cuts: 'M12 9l2.5 3-2.5 3-2.5-3z',
    lines: 'M18 7l3 1-3.5 12',
  },
}

/** The strip's fixed entries. */
export type FixedCategory = 'twoD' | 'shan' | 'hot' | 'threeD'

const FIXED_DRAWINGS: Record<FixedCategory, Drawing> = {
  twoD: { shape: 'M3 4h18v16H3z', cuts: 'M7 9h3v3H7v3h3M13 9h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2z' },
  threeD: { shape: 'M3 4h18v16H3z', cuts: 'M7 9h3v3H8h2v3H7M13 9h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2z' },
  shan: { shape: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-6 3l1 5h-4l1-5a4 4 0 0 1-6-3c0-4 4-6 7-10z' },
  hot: { shape: 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 1 1 2 2 3 4 1-2 0-5 0-7z' },
}

// Game types without their own icon (ids the spec gives none, or types added later).
const GENERIC: Drawing = { shape: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' }

function Drawn({ drawing, isSelected }: { drawing: Drawing; isSelected: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-filled={isSelected}
    >
      <path d={drawing.shape} fill={isSelected ? 'currentColor' : 'none'} />
      {drawing.cuts && (
        <path d={drawing.cuts} stroke={isSelected ? 'var(--catalogue-icon-cut, #f5c542)' : 'currentColor'} />
      )}
      {drawing.lines && <path d={drawing.lines} />}
    </svg>
  )
}

/** The icon of a game type: its own for ids 1-5 and 7-11, a generic one otherwise. */
export function TypeIcon({ typeId, isSelected }: { typeId: number; isSelected: boolean }) {
  const drawing = ICON_TYPE_IDS.has(typeId) ? (TYPE_DRAWINGS[typeId] ?? GENERIC) : GENERIC
  return <Drawn drawing={drawing} isSelected={isSelected} />
}

export function FixedIcon({ name, isSelected }: { name: FixedCategory; isSelected: boolean }) {
  return <Drawn drawing={FIXED_DRAWINGS[name]} isSelected={isSelected} />
}
