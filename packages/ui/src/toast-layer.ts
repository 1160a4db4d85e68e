import { createContext, useContext } from 'react'

/**
 * While a modal dialog is open, everything outside it is inert: toasts shown there could be neither read
 * by a screen reader nor dismissed. An open dialog therefore lends itself to the toast provider above it,
 * which renders its regions inside the topmost such dialog until it closes.
 */
export interface ToastLayer {
  /** Hosts the toast regions in `element`; the returned function gives them back. */
  lend(element: HTMLElement): () => void
}

export const ToastLayerContext = createContext<ToastLayer | null>(null)

export const useToastLayer = (): ToastLayer | null => useContext(ToastLayerContext)
