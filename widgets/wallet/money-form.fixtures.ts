import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { heldReply, type Reply } from '../test/utils.tsx'

/** A wallet form that asks for money to move (a deposit, a withdrawal), as its tests drive it. */
export interface MoneyForm {
  /** The request as the titles name it: "deposit", "withdrawal". */
  request: string
  /**
   * Shows the form to a signed-in player on a backend that answers a request with `reply` when it gives one,
   * and as the server would otherwise; resolves once the form can be filled. `sent` lists each request's key,
   * `movedOnce` checks that the money moved once.
   */
  open: (
    reply?: () => Reply | Promise<Reply | undefined> | undefined,
  ) => Promise<{ sent: { key: string | null }[]; movedOnce?: () => void }>
  /** Fills the form for one request, the first or the next. */
  fill: () => Promise<void>
  /** The button that sends the request. */
  submit: () => HTMLElement
  /** What the form says once the request is taken. */
  success: string
  /** What it says when no reply came. */
  networkError: string
  /** A refusal's message the server gives, and a refusal without one. */
  refusal: { message: string; without: Reply }
}

/**
 * A request for money says why the server refused it, and is sent once whatever the taps and the network do: a
 * lost reply is retried with the same Idempotency-Key, so the server moves the money once, and the next request
 * gets a new one.
 */
export function itSendsEachRequestOnce({
  request,
  open,
  fill,
  submit,
  success,
  networkError,
  refusal,
}: MoneyForm) {
  it("shows the server's message for another refusal, else 'An unexpected error occurred.'", async () => {
    let answer: Reply = {
      status: 400,
      body: { status: 'Request was not successful.', message: refusal.message, data: null },
    }
    await open(() => answer)
    await fill()
    await userEvent.click(submit())
    expect(await screen.findByText(`* ${refusal.message}`)).toBeTruthy()
    answer = refusal.without
    await userEvent.click(submit())
    expect(await screen.findByText('* An unexpected error occurred.')).toBeTruthy()
  })

  it(`says a network failure plainly and retries the same ${request} with the same key`, async () => {
    let lost = true
    const { sent, movedOnce } = await open(() => (lost ? 'network-error' : undefined))
    await fill()
    await userEvent.click(submit())
    expect(await screen.findByText(networkError)).toBeTruthy()
    lost = false
    await userEvent.click(submit())
    expect(await screen.findByText(success)).toBeTruthy()
    expect(sent).toHaveLength(2)
    expect(sent[1]?.key).toBe(sent[0]?.key)
    movedOnce?.()
  })

  it(`uses a new key for the next ${request} after a success`, async () => {
    const { sent } = await open()
    await fill()
    await userEvent.click(submit())
    await screen.findByText(success)
    await fill()
    await userEvent.click(submit())
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
  })

  it('sends one request for a double click, with a spinner while it is pending', async () => {
    const hold = heldReply<undefined>()
    const { sent } = await open(hold.reply)
    await fill()
    await userEvent.dblClick(submit())
    const pending = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement
    expect(pending.disabled).toBe(true)
    expect(pending.getAttribute('aria-busy')).toBe('true')
    hold.release(undefined)
    expect(await screen.findByText(success)).toBeTruthy()
    expect(sent).toHaveLength(1)
  })
}
