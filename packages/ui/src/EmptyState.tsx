import type { ReactNode } from 'react'
import { styled } from './styled.ts'

const Box = styled.div.withConfig({ componentId: 'ui-EmptyState' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`

const Icon = styled.span.withConfig({ componentId: 'ui-EmptyStateIcon' })`
  display: inline-flex;
  font-size: 40px;
  line-height: 1;
  opacity: 0.8;
`

const Message = styled.p.withConfig({ componentId: 'ui-EmptyStateMessage' })`
  margin: 0;
  font-size: 14px;
`

export interface EmptyStateProps {
  /** Decoration only: hidden from assistive technology, so the message must say it all. */
  icon?: ReactNode
  /** "No Data Found", "There is no game list.", … in the reader's language. */
  message: ReactNode
  /** A way forward, such as a button or a link. */
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, message, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Message>{message}</Message>
      {action}
    </Box>
  )
}
