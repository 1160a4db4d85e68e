import { useEffect } from 'react'
import { styled } from 'styled-components'

const Box = styled.div.withConfig({ componentId: 'ui-Toast' })<{ $tone: 'success' | 'error' }>`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1100;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  border: 1px solid currentColor;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font: 500 14px/1.4 ${({ theme }) => theme.font.body};
`

export interface ToastProps {
  message: string
  tone?: 'success' | 'error'
  /** The spec's app toaster: top centre, 2000 ms. */
  durationMs?: number
  onDone: () => void
}

export function Toast({ message, tone = 'success', durationMs = 2000, onDone }: ToastProps) {
  useEffect(() => {
    const timer = setTimeout(onDone, durationMs)
    return () => clearTimeout(timer)
  }, [durationMs, onDone])
  return (
    <Box role="status" $tone={tone}>
      {message}
    </Box>
  )
}
