import { css, styled } from 'styled-components'

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
