import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { css, keyframes, styled } from './styled.ts'
import { type ToastLayer, ToastLayerContext } from './toast-layer.ts'

export type ToastTone = 'success' | 'error' | 'info'
export type ToastPosition = 'top-center' | 'top-right'

export interface ToastOptions {
  /** `info` unless given; errors are announced at once (`role="alert"`). */
  tone?: ToastTone
  position?: ToastPosition
  /** How long the toast stays; `Infinity` keeps it until its close button is pressed. */
  durationMs?: number
}

/** The spec's app toaster: top centre, 2000 ms. Some screens ask for top-right with 3000 or 5000 ms. */
export const TOAST_DEFAULTS = { position: 'top-center', durationMs: 2000 } as const satisfies ToastOptions

const POSITIONS: readonly ToastPosition[] = ['top-center', 'top-right']

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(-8px);
  }
`

const Region = styled.div.withConfig({ componentId: 'ui-ToastRegion' })<{ $position: ToastPosition }>`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: calc(100vw - 32px);
  pointer-events: none;
  ${({ $position }) =>
    $position === 'top-right'
      ? css`
          right: 16px;
          align-items: flex-end;
        `
      : css`
          left: 50%;
          transform: translateX(-50%);
          align-items: center;
        `}
`

const Card = styled.div.withConfig({ componentId: 'ui-Toast' })<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: max-content;
  max-width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'error' ? theme.color.danger : theme.color.gold};
  border: 1px solid currentColor;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font: 500 14px/1.4 ${({ theme }) => theme.font.body};
  pointer-events: auto;
  animation: ${enter} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const Dismiss = styled.button.withConfig({ componentId: 'ui-ToastDismiss' })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  margin-right: -${({ theme }) => theme.space(2)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
  }
`

function ToastCard({
  message,
  tone,
  closeLabel,
  isOwnRegion = false,
  onDismiss,
}: {
  message: string
  tone: ToastTone
  closeLabel?: string
  /** Outside a provider's live region the toast announces itself. */
  isOwnRegion?: boolean
  onDismiss: () => void
}) {
  return (
    <Card $tone={tone} role={tone === 'error' ? 'alert' : isOwnRegion ? 'status' : undefined}>
      <span>{message}</span>
      {closeLabel && (
        <Dismiss type="button" aria-label={closeLabel} onClick={onDismiss}>
          <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Dismiss>
      )}
    </Card>
  )
}

export interface ToastApi {
  /** Shows `message` and returns its id; it leaves after `durationMs` or when its close button is pressed. */
  show: (message: string, options?: ToastOptions) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Shows toasts through the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast needs a ToastProvider above it')
  return api
}

interface Entry {
  id: number
  message: string
  tone: ToastTone
  position: ToastPosition
}

export interface ToastProviderProps {
  /** Accessible name of each toast's close button ("Close" in the reader's language). */
  closeLabel: string
  children: ReactNode
}

/**
 * Holds the toasts of everything below it, stacked per position in polite live regions that are always in
 * the page (a region must exist before its text changes to be announced). While a Dialog below is open the
 * regions move into it, since the rest of the page is inert then.
 */
export function ToastProvider({ closeLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly Entry[]>([])
  const [hosts, setHosts] = useState<readonly HTMLElement[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const lastId = useRef(0)

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const {
        tone = 'info',
        position = TOAST_DEFAULTS.position,
        durationMs = TOAST_DEFAULTS.durationMs,
      } = options
      lastId.current += 1
      const id = lastId.current
      setToasts((list) => [...list, { id, message, tone, position }])
      if (Number.isFinite(durationMs)) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        )
      }
      return id
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const layer = useMemo<ToastLayer>(
    () => ({
      lend(element) {
        setHosts((list) => [...list, element])
        return () => setHosts((list) => list.filter((host) => host !== element))
      },
    }),
    [],
  )
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])

  const regions = POSITIONS.map((position) => (
    <Region key={position} $position={position} aria-live="polite" data-position={position}>
      {toasts
        .filter((toast) => toast.position === position)
        .map((toast) => (
          <ToastCard
            key={toast.id}
            message={toast.message}
            tone={toast.tone}
            closeLabel={closeLabel}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
    </Region>
  ))
  const host = hosts.at(-1)

  return (
    <ToastContext.Provider value={api}>
      <ToastLayerContext.Provider value={layer}>
        {children}
        {host ? createPortal(regions, host) : regions}
      </ToastLayerContext.Provider>
    </ToastContext.Provider>
  )
}

export interface ToastProps {
  message: string
  tone?: ToastTone
  durationMs?: number
  /** When given, the toast has a close button with this accessible name. */
  closeLabel?: string
  /** Called when the time is up or the close button is pressed; the caller then stops rendering the toast. */
  onDone: () => void
}

/**
 * One toast owned by its caller, at the top centre for 2000 ms (success by default). Several toasts,
 * other positions and toasts over an open dialog need `useToast()` instead.
 */
export function Toast({
  message,
  tone = 'success',
  durationMs = TOAST_DEFAULTS.durationMs,
  closeLabel,
  onDone,
}: ToastProps) {
  useEffect(() => {
    if (!Number.isFinite(durationMs)) return
    const timer = setTimeout(onDone, durationMs)
    return () => clearTimeout(timer)
  }, [durationMs, onDone])
  return (
    <Region $position="top-center" data-position="top-center">
      <ToastCard message={message} tone={tone} closeLabel={closeLabel} isOwnRegion onDismiss={onDone} />
    </Region>
  )
}
