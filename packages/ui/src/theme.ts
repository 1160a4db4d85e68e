/** The product's look: dark surfaces with gold, readable in Burmese, Chinese, Thai and Latin scripts. */
export const theme = {
  color: {
    background: '#0f1115',
    surface: '#1a1d24',
    surfaceRaised: '#232733',
    border: '#2f3440',
    text: '#f4f4f5',
    muted: '#a1a1aa',
    gold: '#f5c542',
    goldDeep: '#c9961a',
    onGold: '#1a1405',
    danger: '#f87171',
    success: '#4ade80',
    warning: '#facc15',
  },
  /** Latin first, then the Burmese face registered on the document (prefixed so a partner's fonts stay theirs). */
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Shwe Noto Sans Myanmar', 'Noto Sans Myanmar', 'Noto Sans SC', 'Noto Sans Thai', sans-serif",
    // Digits from the monospace faces; any Burmese word among them (a countdown's "days") from the Burmese face.
    numeric:
      "ui-monospace, 'SF Mono', Menlo, Consolas, 'Shwe Noto Sans Myanmar', 'Noto Sans Myanmar', monospace",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadow: { raised: '0 4px 16px rgb(0 0 0 / 35%)' },
  breakpoint: { md: '768px', lg: '1200px' },
} as const

export type Theme = typeof theme
