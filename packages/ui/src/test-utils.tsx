import { createI18n, type Language } from '@shwe/i18n'
import { type RenderResult, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { vi } from 'vitest'
import { I18nProvider } from './i18n-context.tsx'
import { ThemeProvider } from './styled.ts'
import { theme } from './theme.ts'

/** Renders a primitive inside the theme and the texts of `language`, as a widget would. */
export function renderUi(ui: ReactElement, { language = 'en' }: { language?: Language } = {}): RenderResult {
  const i18n = createI18n()
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={i18n} language={language}>
          {children}
        </I18nProvider>
      </ThemeProvider>
    )
  }
  return render(ui, { wrapper: Providers })
}

/**
 * Fake timers that user-event can click through. After each interaction Testing Library waits for a zero
 * timeout, and it advances fake timers only through a global `jest`; without one every click would hang.
 * Undo with `restoreTimers()`.
 */
export function fakeTimersWithUser(): ReturnType<typeof userEvent.setup> {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

export function restoreTimers(): void {
  vi.useRealTimers()
  vi.unstubAllGlobals()
}
