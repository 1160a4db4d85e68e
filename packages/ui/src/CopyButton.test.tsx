import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton.tsx'
import { fakeTimersWithUser, renderUi, restoreTimers } from './test-utils.tsx'

afterEach(restoreTimers)

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** Lets the clipboard's promise settle and React render what follows, without moving the clock. */
const settle = () => act(async () => {})

/** Fake timers with user-event, and a clipboard that accepts every write. */
function setup() {
  const user = fakeTimersWithUser()
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return { user, writeText }
}

describe('CopyButton', () => {
  it('copies the text, says Copied for 2 seconds, then says Copy again', async () => {
    const { user, writeText } = setup()
    const onCopied = vi.fn()
    renderUi(<CopyButton text="guest_4821" label="Copy" copiedLabel="Copied" onCopied={onCopied} />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await settle()
    expect(writeText).toHaveBeenCalledWith('guest_4821')
    expect(onCopied).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button').textContent).toBe('Copied')
    advance(1999)
    expect(screen.getByRole('button').textContent).toBe('Copied')
    advance(1)
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('starts the 2 seconds again on a second copy', async () => {
    const { user } = setup()
    renderUi(<CopyButton text="guest_4821" label="Copy" copiedLabel="Copied" />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await settle()
    advance(1500)
    await user.click(screen.getByRole('button', { name: 'Copied' }))
    await settle()
    advance(1500)
    expect(screen.getByRole('button').textContent).toBe('Copied')
    advance(500)
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('reports a refused copy and keeps its label', async () => {
    const { user, writeText } = setup()
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError')
    writeText.mockRejectedValue(refusal)
    const onCopied = vi.fn()
    const onError = vi.fn()
    renderUi(
      <CopyButton text="secret" label="Copy" copiedLabel="Copied" onCopied={onCopied} onError={onError} />,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await settle()
    expect(onError).toHaveBeenCalledWith(refusal)
    expect(onCopied).not.toHaveBeenCalled()
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })

  it('reports an error where the page has no clipboard', async () => {
    const user = fakeTimersWithUser()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const onError = vi.fn()
    renderUi(<CopyButton text="secret" label="Copy" copiedLabel="Copied" onError={onError} />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await settle()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })
})
