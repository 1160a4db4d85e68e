import './test-dialog-polyfill.ts'
import { act, screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'
import { Toast, type ToastOptions, ToastProvider, useToast } from './Toast.tsx'
import { fakeTimersWithUser, renderUi, restoreTimers } from './test-utils.tsx'

function Notify({
  message,
  options,
  label = 'Notify',
}: {
  message: string
  options?: ToastOptions
  label?: string
}) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      {label}
    </button>
  )
}

const regionOf = (text: string) => screen.getByText(text).closest('[aria-live]')
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('ToastProvider', () => {
  let user: ReturnType<typeof userEvent.setup>
  beforeEach(() => {
    user = fakeTimersWithUser()
  })
  afterEach(restoreTimers)

  it('shows a toast at the top centre in a polite live region for 2 seconds', async () => {
    renderUi(
      <ToastProvider closeLabel="Close">
        <Notify message="Logged In Successfully." options={{ tone: 'success' }} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    const region = regionOf('Logged In Successfully.')
    expect(region?.getAttribute('aria-live')).toBe('polite')
    expect(region?.getAttribute('data-position')).toBe('top-center')
    advance(1999)
    expect(screen.queryByText('Logged In Successfully.')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Logged In Successfully.')).toBeNull()
  })

  it.each([
    ['top-right', 3000],
    ['top-right', 5000],
    ['top-center', 10_000],
  ] as const)('puts a toast at %s for %i ms when asked', async (position, durationMs) => {
    renderUi(
      <ToastProvider closeLabel="Close">
        <Notify message="Deposit request sent" options={{ position, durationMs }} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect(regionOf('Deposit request sent')?.getAttribute('data-position')).toBe(position)
    advance(durationMs - 1)
    expect(screen.queryByText('Deposit request sent')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Deposit request sent')).toBeNull()
  })

  it('announces errors as alerts and stacks toasts in the order shown', async () => {
    renderUi(
      <ToastProvider closeLabel="Close">
        <Notify message="Username copied!" label="Copy" />
        <Notify message="Failed to copy credentials" options={{ tone: 'error' }} label="Fail" />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await user.click(screen.getByRole('button', { name: 'Fail' }))
    expect(screen.getByRole('alert').textContent).toBe('Failed to copy credentials')
    const region = regionOf('Username copied!') as HTMLElement
    expect(region.textContent).toBe('Username copied!Failed to copy credentials')
  })

  it('dismisses a toast from its close button before the time is up', async () => {
    renderUi(
      <ToastProvider closeLabel="Close">
        <Notify message="Exchange successful" options={{ durationMs: 5000 }} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Exchange successful')).toBeNull()
  })

  it('shows toasts inside an open dialog, where they stay readable and dismissable', async () => {
    function CredentialsDialog() {
      const [open, setOpen] = useState(true)
      return (
        <Dialog
          open={open}
          title="Your Login Credentials"
          closeLabel="Close dialog"
          onClose={() => setOpen(false)}
        >
          <Notify message="Username copied!" label="Copy username" />
        </Dialog>
      )
    }
    renderUi(
      <ToastProvider closeLabel="Close">
        <CredentialsDialog />
      </ToastProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Your Login Credentials' })
    await user.click(within(dialog).getByRole('button', { name: 'Copy username' }))
    expect(within(dialog).getByText('Username copied!')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }))
    expect(screen.getByText('Username copied!').closest('dialog')).toBeNull()
    advance(2000)
    expect(screen.queryByText('Username copied!')).toBeNull()
  })
})

describe('Toast', () => {
  it('shows its message at the top centre and is done after 2 seconds', () => {
    fakeTimersWithUser()
    try {
      const onDone = vi.fn()
      renderUi(<Toast message="Logout successfully." onDone={onDone} />)
      expect(screen.getByRole('status').textContent).toBe('Logout successfully.')
      expect(screen.getByRole('status').closest('[data-position]')?.getAttribute('data-position')).toBe(
        'top-center',
      )
      advance(1999)
      expect(onDone).not.toHaveBeenCalled()
      advance(1)
      expect(onDone).toHaveBeenCalledTimes(1)
    } finally {
      restoreTimers()
    }
  })
})
