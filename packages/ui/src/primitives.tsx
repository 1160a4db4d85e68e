import { css, styled } from './styled.ts'

// Every styled component carries a fixed componentId, so class names match between the server
// render and the browser (creation-order ids differ between the two and leave islands unstyled).

export const Button = styled.button
  .withConfig({ componentId: 'ui-Button' })
  .attrs<{ $variant?: 'gold' | 'ghost' }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font: 600 14px/1 ${({ theme }) => theme.font.body};
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  ${({ theme, $variant = 'gold' }) =>
    $variant === 'gold'
      ? css`
          background: linear-gradient(180deg, ${theme.color.gold}, ${theme.color.goldDeep});
          color: ${theme.color.onGold};
        `
      : css`
          background: transparent;
          color: ${theme.color.text};
          border-color: ${theme.color.border};
        `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

const ErrorBox = styled.div.withConfig({ componentId: 'ui-ErrorState' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  color: ${({ theme }) => theme.color.danger};
  text-align: center;
`

/** A failed load: the message and a way to try again. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string
  retryLabel: string
  onRetry?: () => void
}) {
  return (
    <ErrorBox role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button $variant="ghost" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </ErrorBox>
  )
}

export const VisuallyHidden = styled.span.withConfig({ componentId: 'ui-VisuallyHidden' })`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

export interface ScreenProps {
  /** The screen's widest, in px, padding included; a wider page centres it. */
  $maxWidth: number
  /** Less padding, for the number boards, where a phone's width goes to the grid. */
  $compact?: boolean
  /** No panel of its own: the site's page shows through (the content pages). */
  $bare?: boolean
}

// Descendant rules go in :where(), which adds no weight: a title's own class and an area's rules win over them.

/**
 * An area's screen: one centred column of its parts in the product's font and colours, on a dark panel of its own
 * so it reads the same on a partner's light page. Every area's screen is this box, or this box with its own extras.
 */
export const Screen = styled.section.withConfig({ componentId: 'ui-Screen' })<ScreenProps>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin: 0 auto;
  padding: ${({ theme, $compact }) => theme.space($compact ? 3 : 4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $bare }) => ($bare ? 'none' : theme.color.background)};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  :where(h1) {
    margin: 0;
    font-size: 22px;
  }
`

/**
 * A card's spacing: `large` (the default) for forms and notices, `medium` and `small` for denser boards, `none`
 * for a tile whose picture runs to its edges.
 */
export type CardSpacing = 'large' | 'medium' | 'small' | 'none'

/** Gap and padding in theme steps, and the corners. */
const CARD_SPACING = {
  large: [4, 5, 'lg'],
  medium: [3, 4, 'lg'],
  small: [3, 3, 'md'],
  none: [0, 0, 'lg'],
} as const

export interface CardProps {
  $spacing?: CardSpacing
}

/** A raised panel inside a screen, its parts stacked with even spacing. */
export const Card = styled.div.withConfig({ componentId: 'ui-Card' })<CardProps>`
  display: grid;
  gap: ${({ theme, $spacing = 'large' }) => theme.space(CARD_SPACING[$spacing][0])};
  padding: ${({ theme, $spacing = 'large' }) => theme.space(CARD_SPACING[$spacing][1])};
  border-radius: ${({ theme, $spacing = 'large' }) => theme.radius[CARD_SPACING[$spacing][2]]};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  :where(p) {
    margin: 0;
  }
`
