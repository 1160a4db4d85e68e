import { type ButtonHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from './primitives.tsx'

/** How long the button says it copied (the spec's copied indicator). */
export const COPIED_MS = 2000

export interface CopyButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'onError' | 'type'> {
  /** What goes to the clipboard. */
  text: string
  label: ReactNode
  /** Shown instead of `label` for two seconds after a copy. */
  copiedLabel: ReactNode
  /** After a successful copy: the place to show a toast such as "Username copied!". */
  onCopied?: () => void
  /** When the clipboard refuses (no permission, insecure page, old browser). */
  onError?: (error: unknown) => void
  $variant?: 'gold' | 'ghost'
}

/** Copies `text` to the clipboard and says so on the button for two seconds. */
export function CopyButton({ text, label, copiedLabel, onCopied, onError, ...buttonProps }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const isMounted = useRef(true)

  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
      clearTimeout(timer.current)
    }
  }, [])

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard API is not available on this page')
      await navigator.clipboard.writeText(text)
    } catch (error) {
      onError?.(error)
      return
    }
    if (isMounted.current) {
      setIsCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS)
    }
    onCopied?.()
  }

  return (
    <Button {...buttonProps} type="button" onClick={copy}>
      {isCopied ? copiedLabel : label}
    </Button>
  )
}
