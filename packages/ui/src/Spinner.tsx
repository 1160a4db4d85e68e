import { VisuallyHidden } from './primitives.tsx'
import { keyframes, styled } from './styled.ts'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.span.withConfig({ componentId: 'ui-Spinner' })`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  box-sizing: border-box;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

export interface SpinnerProps {
  /**
   * Said to assistive technology ("Loading…" in the reader's language). Leave it out when the text beside
   * the spinner already says what is happening, as on a busy button.
   */
  label?: string
  className?: string
}

/** A spinning ring in the current text colour, 1em across. */
export function Spinner({ label, className }: SpinnerProps) {
  if (!label) return <Ring className={className} aria-hidden="true" />
  return (
    <span role="status" className={className}>
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  )
}
