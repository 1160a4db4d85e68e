import { type ReactNode, useId } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import * as W from './Wallet.styles.ts'

/** A wallet screen under its heading: its content for a signed-in player, a short text and Login for a visitor. */
export function SignedInScreen({
  title,
  signedOut,
  children,
}: {
  title: string
  signedOut: string
  children: ReactNode
}) {
  const { session } = useRuntime()
  const titleId = useId()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  return (
    <W.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {isSignedIn ? children : <SignInPrompt message={signedOut} />}
    </W.Screen>
  )
}
