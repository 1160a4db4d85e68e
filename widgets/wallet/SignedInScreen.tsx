import { useStore } from '@nanostores/react'
import { Button, useT } from '@shwe/ui'
import { type ReactNode, useId } from 'react'
import { useRuntime, useSignIn } from '../platform/root-context.ts'
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
  const { t: tc } = useT('common')
  const requestSignIn = useSignIn()
  const titleId = useId()
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  return (
    <W.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {isSignedIn ? (
        children
      ) : (
        <W.Card>
          <p>{signedOut}</p>
          <Button onClick={() => requestSignIn()}>{tc('signIn.submit')}</Button>
        </W.Card>
      )}
    </W.Screen>
  )
}
