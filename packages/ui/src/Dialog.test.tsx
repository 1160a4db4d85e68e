import './test-dialog-polyfill.ts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'
import { Modal } from './Modal.tsx'
import { renderUi } from './test-utils.tsx'

function LoginDialog({ initialFocus }: { initialFocus?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <Dialog
        open={open}
        title="Sign in"
        closeLabel="Close"
        onClose={() => setOpen(false)}
        initialFocus={initialFocus}
      >
        <label>
          Username <input />
        </label>
        <button type="button">Forgot password?</button>
      </Dialog>
    </>
  )
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Login' })
  await userEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sign in' }) }
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus on the first field', async () => {
    renderUi(<LoginDialog />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const { dialog } = await openDialog()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Username'))
    expect(dialog.matches('dialog[open]')).toBe(true)
  })

  it('focuses the element named by initialFocus', async () => {
    renderUi(<LoginDialog initialFocus="button:not([aria-label])" />)
    const { dialog } = await openDialog()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Forgot password?' }))
  })

  it('waits for an answer when it must: no close button, Escape and the backdrop leave it open', async () => {
    const onClose = vi.fn()
    renderUi(
      <Dialog open mustChoose title="Still playing?" closeLabel="Close" onClose={onClose}>
        <button type="button">Continue</button>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Still playing?' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.matches('dialog[open]')).toBe(true)
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderUi(<LoginDialog />)
    const { opener } = await openDialog()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a click on the backdrop but not on a click inside', async () => {
    renderUi(<LoginDialog />)
    const { dialog, opener } = await openDialog()
    await userEvent.click(within(dialog).getByText('Username'))
    expect(screen.getByRole('dialog')).toBe(dialog)
    await userEvent.click(dialog)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes from its labelled close button', async () => {
    renderUi(<LoginDialog />)
    const { dialog } = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens again after the browser closed it by itself', async () => {
    renderUi(<LoginDialog />)
    const { dialog } = await openDialog()
    act(() => (dialog as HTMLDialogElement).close())
    expect(screen.queryByRole('dialog')).toBeNull()
    await openDialog()
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog)
  })
})

describe('Modal', () => {
  it('is open while rendered and asks to close on Escape', async () => {
    const onClose = vi.fn()
    renderUi(
      <Modal title="Exchange Balance" closeLabel="Close" onClose={onClose}>
        <input aria-label="Amount" />
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' })
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Amount'))
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('still opens and closes on Escape where the browser has no showModal()', async () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal')
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal')
    try {
      const onClose = vi.fn()
      renderUi(
        <Modal title="Exchange Balance" closeLabel="Close" onClose={onClose}>
          <input aria-label="Amount" />
        </Modal>,
      )
      expect(screen.getByRole('dialog', { name: 'Exchange Balance' })).toBeTruthy()
      expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
      await userEvent.keyboard('{Escape}')
      expect(onClose).toHaveBeenCalledTimes(1)
    } finally {
      if (showModal) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal)
    }
  })
})
