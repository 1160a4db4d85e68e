import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Promotions } from './Promotions.tsx'

const stamps = { admin_id: 1, created_at: '2026-10-01T00:00:00.000Z', updated_at: '2026-10-01T00:00:00.000Z' }

function promotion(id: number, title: string, description: string, image = `media/promotions/p${id}.svg`) {
  return { id, image, title, description, ...stamps, img_url: image }
}

const promotions = [
  promotion(1, 'First Deposit Bonus', 'Make your first deposit and we add 100% on top, up to 100,000 Ks.'),
  promotion(2, 'Weekly Cashback 5%', 'Every Monday 5% of last week’s net losses comes back.'),
]

const listed = (body: unknown) => ({ 'GET /promotion': { status: 200, body: envelope(body) } })

describe('promotion cards', () => {
  it('shows a card per promotion with its title, picture, description and Learn More', async () => {
    const { container } = renderWidget(<Promotions />, listed(promotions))
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy()
    const cards = await screen.findAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const first = within(cards[0] as HTMLElement)
    expect(first.getByRole('heading', { level: 2, name: 'First Deposit Bonus' })).toBeTruthy()
    expect(first.getByText(/we add 100% on top/)).toBeTruthy()
    const button = first.getByRole('button', { name: 'Learn More' })
    expect(button.getAttribute('aria-describedby')).toBe(
      first.getByRole('heading', { name: 'First Deposit Bonus' }).id,
    )
    const [image, second] = container.querySelectorAll<HTMLImageElement>('li img')
    expect(image?.getAttribute('src')).toBe('http://localhost:3000/media/promotions/p1.svg')
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['800', '450'])
    // The first picture is the page's largest: it loads at once and first; the others wait until scrolled near.
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
    expect([second?.getAttribute('loading'), second?.hasAttribute('fetchpriority')]).toEqual(['lazy', false])
  })

  it('opens the details in a dialog, and Close gives focus back to the card', async () => {
    renderWidget(<Promotions />, listed(promotions))
    const [, second] = await screen.findAllByRole('button', { name: 'Learn More' })
    await userEvent.click(second as HTMLElement)
    const dialog = screen.getByRole('dialog', { name: 'Weekly Cashback 5%' })
    expect(within(dialog).getByText('Every Monday 5% of last week’s net losses comes back.')).toBeTruthy()
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/media/promotions/p2.svg',
    )
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' })
    const textClose = closeButtons.find((button) => button.textContent === 'Close') as HTMLElement
    await userEvent.click(textClose)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(second)
  })

  it('closes the dialog with Escape', async () => {
    renderWidget(<Promotions />, listed(promotions))
    const [first] = await screen.findAllByRole('button', { name: 'Learn More' })
    await userEvent.click(first as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'First Deposit Bonus' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(first)
  })
})

describe('loading, empty and error', () => {
  it('says it is loading over skeleton cards, then shows the list', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {}
    const { container } = renderWidget(<Promotions />, {
      'GET /promotion': () => new Promise((resolve) => (release = resolve)),
    })
    expect(screen.getByRole('status').textContent).toBe('Loading promotions...')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(container.querySelectorAll('[aria-hidden="true"] > li')).toHaveLength(4)
    await act(async () => release({ status: 200, body: envelope(promotions) }))
    expect(screen.queryByText('Loading promotions...')).toBeNull()
    expect(container.querySelector('[aria-busy]')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it("keeps the first card's picture box, which the server may paint, from the skeleton to the loaded card", async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {}
    const { container } = renderWidget(<Promotions />, {
      'GET /promotion': () => new Promise((resolve) => (release = resolve)),
    })
    const marked = () => container.querySelectorAll('[data-first-promotion]')
    const box = marked()[0]
    expect(marked()).toHaveLength(1)
    expect(box?.closest('li')).toBe(container.querySelector('li'))
    await act(async () => release({ status: 200, body: envelope(promotions) }))
    expect(marked()).toHaveLength(1)
    expect(marked()[0]).toBe(box)
    expect(box?.isConnected).toBe(true)
    expect(box?.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/media/promotions/p1.svg',
    )
  })

  it('says so when there are no promotions', async () => {
    renderWidget(<Promotions />, listed([]))
    expect(
      await screen.findByText(
        'No promotions available at the moment. Check back soon for exciting offers and bonuses!',
      ),
    ).toBeTruthy()
  })

  it('shows an error with a Try Again that loads again', async () => {
    let calls = 0
    renderWidget(<Promotions />, {
      'GET /promotion': () => (++calls === 1 ? 'network-error' : { status: 200, body: envelope(promotions) }),
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong!')
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findAllByRole('listitem')).toHaveLength(2)
    expect(calls).toBe(2)
  })
})

describe('server data is untrusted', () => {
  const markup = '<img src=x onerror=alert(1)>'

  it('shows markup in a title or description as text', async () => {
    const { container } = renderWidget(<Promotions />, listed([promotion(1, markup, markup)]))
    expect(await screen.findByRole('heading', { level: 2, name: markup })).toBeTruthy()
    expect(screen.getByText(markup, { selector: 'p' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Learn More' }))
    expect(screen.getByRole('dialog', { name: markup })).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://evil.example/x.png',
  ])('renders no image for %j, only the placeholder', async (image) => {
    const { container } = renderWidget(<Promotions />, listed([promotion(1, 'Bonus', 'Text', image)]))
    await screen.findByRole('heading', { level: 2, name: 'Bonus' })
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('li [data-image-placeholder]')).not.toBeNull()
  })

  it('swaps a picture that fails to load for the placeholder', async () => {
    const { container } = renderWidget(<Promotions />, listed(promotions))
    await screen.findAllByRole('listitem')
    const image = container.querySelector('li img') as HTMLImageElement
    fireEvent.error(image)
    expect(image.isConnected).toBe(false)
    expect(container.querySelectorAll('li [data-image-placeholder]')).toHaveLength(1)
    expect(container.querySelectorAll('li img')).toHaveLength(1)
  })
})

it('switches language with the session', async () => {
  const { runtime } = renderWidget(<Promotions />, listed(promotions))
  await screen.findAllByRole('listitem')
  act(() => runtime.session.setLanguage('mm'))
  expect(await screen.findByRole('heading', { level: 1, name: 'ပရိုမိုးရှင်းများ' })).toBeTruthy()
  expect(screen.getAllByRole('button', { name: 'အသေးစိတ်ကြည့်ရန်' })).toHaveLength(2)
})
