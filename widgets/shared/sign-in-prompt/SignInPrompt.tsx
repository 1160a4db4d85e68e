import { Button, Card, styled, useT } from '@shwe/ui'
import type { ComponentType, ReactNode } from 'react'
import { useSignIn } from '../../platform/root-context.ts'

/** The mark, without a box of its own: the card lays out as if it were not there. */
const Marked = styled.div.withConfig({ componentId: 'widgets_SignInPromptMark' })`
  display: contents;
`

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

/**
 * What a visitor sees instead of a screen's content: a card with a short text and Login, which opens the login
 * dialog. Marked for the site's pages, which hide it for a signed-in player until the screen has hydrated
 * (site/layouts/RootLayout.astro): their HTML is rendered signed out.
 */
export function SignInPrompt({ message, label, role, card: Box = Card }: SignInPromptProps) {
  const { t } = useT('common')
  const signIn = useSignIn()
  return (
    <Marked data-sign-in-prompt="">
      <Box>
        <p role={role}>{message}</p>
        <Button onClick={() => signIn()}>{label ?? t('signIn.submit')}</Button>
      </Box>
    </Marked>
  )
}
