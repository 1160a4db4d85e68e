import { type ReactNode, useEffect, useId, useRef } from 'react'
import { styled } from './styled.ts'
import { useToastLayer } from './toast-layer.ts'

/** Elements that take focus from the keyboard, in document order. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

// The dialog has no padding, so a click whose target is the dialog element itself landed on the backdrop.
// Only opacity moves: a transform would make the dialog the containing block of the toasts lent to it.
// Leaving uses `allow-discrete`, so the dialog fades out where the browser supports it and hides at once elsewhere.
const Surface = styled.dialog.withConfig({ componentId: 'ui-Dialog' })`
  position: fixed;
  inset: 0;
  z-index: 1000;
  box-sizing: border-box;
  width: min(420px, calc(100% - 32px));
  max-width: none;
  height: fit-content;
  max-height: calc(100% - 32px);
  margin: auto;
  padding: 0;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.body};
  opacity: 0;
  transition:
    opacity 300ms ease-out,
    overlay 300ms ease-out allow-discrete,
    display 300ms ease-out allow-discrete;
  &[open] {
    opacity: 1;
  }
  @starting-style {
    &[open] {
      opacity: 0;
    }
  }
  &::backdrop {
    background: rgb(0 0 0 / 0%);
    transition:
      background-color 150ms ease-out,
      overlay 150ms ease-out allow-discrete,
      display 150ms ease-out allow-discrete;
  }
  &[open]::backdrop {
    background: rgb(0 0 0 / 60%);
  }
  @starting-style {
    &[open]::backdrop {
      background: rgb(0 0 0 / 0%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &::backdrop {
      transition: none;
    }
  }
`

const Panel = styled.div.withConfig({ componentId: 'ui-DialogPanel' })`
  padding: ${({ theme }) => theme.space(6)};
`

const Header = styled.div.withConfig({ componentId: 'ui-DialogHeader' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`

const Title = styled.h2.withConfig({ componentId: 'ui-DialogTitle' })`
  margin: 0;
  font-size: 18px;
  line-height: 1.4;
`

const Close = styled.button.withConfig({ componentId: 'ui-DialogClose' })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** Where toasts appear while this dialog is the topmost one. */
const ToastHost = styled.div.withConfig({ componentId: 'ui-DialogToastHost' })`
  display: contents;
`

export interface DialogProps {
  open: boolean
  /** The heading; it names the dialog for assistive technology. */
  title: ReactNode
  /** Accessible name of the close button ("Close" in the reader's language). */
  closeLabel: string
  /** Asked for by Escape, the close button and a click on the backdrop; the caller sets `open` to false. */
  onClose: () => void
  children: ReactNode
  /**
   * Selector of the element to focus on opening. By default the first element with `autofocus`, else the
   * first focusable element of the content, else the close button.
   */
  initialFocus?: string
  /**
   * The player must answer with one of the content's buttons: no close button, and Escape or a click on the
   * backdrop do nothing (`onClose` is never asked).
   */
  mustChoose?: boolean
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus in it, puts it in the top layer and
 * makes the page behind it inert. Escape, the close button and a click on the backdrop ask `onClose`;
 * on closing, focus returns to where it was before opening. The content stays mounted while closed.
 */
export function Dialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  initialFocus,
  mustChoose = false,
}: DialogProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const toastHostRef = useRef<HTMLDivElement>(null)
  const toastLayer = useToastLayer()
  const latest = useRef({ onClose, initialFocus, mustChoose })
  latest.current = { onClose, initialFocus, mustChoose }
  // True while this component keeps the dialog open; a `close` event then means the browser closed it
  // on its own (Escape pressed twice, a `<form method="dialog">`), and the caller must hear of it.
  const isShowing = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    let isPressOnBackdrop = false
    const requestClose = () => {
      if (!latest.current.mustChoose) latest.current.onClose()
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      requestClose()
    }
    const onNativeClose = () => {
      if (!isShowing.current) return
      // A dialog that needs an answer comes straight back.
      if (latest.current.mustChoose && canShowModal(dialog)) {
        dialog.showModal()
        return
      }
      isShowing.current = false
      requestClose()
    }
    // Both ends of the click must be on the backdrop: a text selection dragged out of the panel is no dismissal.
    const onMouseDown = (event: MouseEvent) => {
      isPressOnBackdrop = event.target === dialog
    }
    const onClick = (event: MouseEvent) => {
      if (isPressOnBackdrop && event.target === dialog) requestClose()
      isPressOnBackdrop = false
    }
    // Without showModal() there is no cancel event: Escape is handled here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || canShowModal(dialog)) return
      event.preventDefault()
      requestClose()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    dialog.addEventListener('mousedown', onMouseDown)
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      dialog.removeEventListener('mousedown', onMouseDown)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const returnTo = deepActiveElement(dialog.ownerDocument)
    if (!canShowModal(dialog)) dialog.setAttribute('open', '')
    else if (!dialog.open) dialog.showModal()
    isShowing.current = true
    const giveBackToasts = toastHostRef.current ? toastLayer?.lend(toastHostRef.current) : undefined
    const { initialFocus: selector } = latest.current
    const target =
      (selector ? dialog.querySelector<HTMLElement>(selector) : null) ??
      bodyRef.current?.querySelector<HTMLElement>('[autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      closeRef.current
    target?.focus()
    return () => {
      isShowing.current = false
      giveBackToasts?.()
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [open, toastLayer])

  return (
    <Surface ref={dialogRef} aria-labelledby={titleId}>
      <Panel>
        <Header>
          <Title id={titleId}>{title}</Title>
          {!mustChoose && (
            <Close
              ref={closeRef}
              type="button"
              aria-label={closeLabel}
              onClick={() => latest.current.onClose()}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Close>
          )}
        </Header>
        <div ref={bodyRef}>{children}</div>
      </Panel>
      <ToastHost ref={toastHostRef} />
    </Surface>
  )
}

function canShowModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === 'function'
}

/** The focused element, looking inside shadow roots (widgets render in one). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== doc.body ? active : null
}
