import { Button, Card, useT } from '@shwe/ui'
import type { ComponentType, ReactNode } from 'react'
import { useSignIn } from '../../platform/root-context.ts'

export interface SignInPromptProps {
  /** Why to sign in, in the area's own words ("Log in to see your wallet."). */
  message: string
  /** The button's text; the common "Login" unless the area has its own. */
  label?: string
  /** `alert` when the text reports a problem rather than inviting the visitor in. */
  role?: 'alert'
  /** The card it stands in: the plain Card unless the area's cards look otherwise. */
  card?: ComponentType<{ children: ReactNode }>
}

/** What a visitor sees instead of a screen's content: a card with a short text and Login, which opens the login dialog. */
export function SignInPrompt({ message, label, role, card: Box = Card }: SignInPromptProps) {
  const { t } = useT('common')
  const signIn = useSignIn()
  return (
    <Box>
      <p role={role}>{message}</p>
      <Button onClick={() => signIn()}>{label ?? t('signIn.submit')}</Button>
    </Box>
  )
}
