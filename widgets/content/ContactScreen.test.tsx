import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Content } from './Content.tsx'

afterEach(() => {
  vi.restoreAllMocks()
})

const channel = (id: number, type: string, name: string, value: string) => ({
  id,
  name,
  value,
  type,
  image: `media/contacts/${type}.svg`,
})

const channels = [
  channel(1, 'viber', 'Viber', 'viber://chat?number=%2B959400000001'),
  channel(2, 'telegram', 'Telegram', 'https://t.me/shwe_demo_support'),
  channel(3, 'facebook', 'Facebook', 'https://facebook.com/shwe.demo.games'),
  channel(4, 'line', 'LINE', 'https://line.me/ti/p/~shwe_demo_support'),
  channel(5, 'phone', 'Hotline', 'tel:+959400000001'),
  channel(6, 'email', 'Email', 'mailto:support@shwe.example'),
]

const listed = (body: unknown) => ({ 'GET /contact': { status: 200, body: envelope(body) } })

async function cards() {
  const list = await screen.findByRole('list', { name: 'Contact channels' })
  return within(list).getAllByRole('listitem')
}

describe('contact channels', () => {
  it('shows the welcome, then one card per channel with its name, link and Click to connect', async () => {
    renderWidget(<Content screen="contact" />, listed(channels))
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy()
    expect(screen.getByText('Welcome to Shwe Support')).toBeTruthy()
    const items = await cards()
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Viber',
      'Telegram',
      'Facebook',
      'LINE',
      'Hotline',
      'Email',
    ])
    expect(items.every((item) => within(item).queryByText('Click to connect'))).toBe(true)
    const telegram = within(items[1] as HTMLElement).getByRole('link', { name: 't.me/shwe_demo_support' })
    expect(telegram.getAttribute('href')).toBe('https://t.me/shwe_demo_support')
    expect(telegram.getAttribute('target')).toBe('_blank')
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer')
    const viber = within(items[0] as HTMLElement).getByRole('link', { name: '+959400000001' })
    expect(viber.getAttribute('href')).toBe('viber://chat?number=%2B959400000001')
    const email = within(items[5] as HTMLElement).getByRole('link', { name: 'support@shwe.example' })
    expect(email.getAttribute('href')).toBe('mailto:support@shwe.example')
  })

  it('draws the Viber, Telegram, Facebook and LINE icons, and the server picture for the others', async () => {
    renderWidget(<Content screen="contact" />, listed(channels))
    const items = await cards()
    expect(items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon') ?? null)).toEqual(
      ['viber', 'telegram', 'facebook', 'line', null, null],
    )
    expect(items.slice(0, 4).every((item) => item.querySelector('svg') && !item.querySelector('img'))).toBe(
      true,
    )
    expect(items[4]?.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/media/contacts/phone.svg',
    )
    expect(items[5]?.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/media/contacts/email.svg',
    )
  })

  it('says it is loading while the channels load', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {}
    renderWidget(<Content screen="contact" />, {
      'GET /contact': () => new Promise((resolve) => (release = resolve)),
    })
    expect(screen.getByRole('status').textContent).toBe('Loading contact information...')
    await act(async () => release({ status: 200, body: envelope(channels) }))
    expect(screen.queryByText('Loading contact information...')).toBeNull()
    expect(await cards()).toHaveLength(6)
  })

  it('says it failed to load, and Try Again loads again', async () => {
    let calls = 0
    renderWidget(<Content screen="contact" />, {
      'GET /contact': () => (++calls === 1 ? 'network-error' : { status: 200, body: envelope(channels) }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to load contact information')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await cards()).toHaveLength(6)
    expect(calls).toBe(2)
  })
})

describe('hotline', () => {
  it('shows the first phone channel and copies its number, saying so in a toast', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    renderWidget(<Content screen="contact" />, listed(channels))
    const hotline = await screen.findByRole('region', { name: 'Hotline' })
    expect(within(hotline).getByRole('link', { name: '+959400000001' }).getAttribute('href')).toBe(
      'tel:+959400000001',
    )
    await user.click(within(hotline).getByRole('button', { name: 'Copy number' }))
    expect(writeText).toHaveBeenCalledWith('+959400000001')
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy()
    expect(within(hotline).getByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    renderWidget(<Content screen="contact" />, listed(channels))
    const hotline = await screen.findByRole('region', { name: 'Hotline' })
    await user.click(within(hotline).getByRole('button', { name: 'Copy number' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not copy. Please copy the number by hand.',
    )
  })

  it('takes a bare phone number when no channel is a tel: link', async () => {
    renderWidget(
      <Content screen="contact" />,
      listed([channels[0], channel(7, 'phone', 'Call us', '09 400 000 001')]),
    )
    const hotline = await screen.findByRole('region', { name: 'Hotline' })
    expect(within(hotline).getByRole('link', { name: '09 400 000 001' }).getAttribute('href')).toBe(
      'tel:09400000001',
    )
  })

  it('is left out when no channel is a phone', async () => {
    renderWidget(<Content screen="contact" />, listed(channels.slice(0, 4)))
    await cards()
    expect(screen.queryByRole('region', { name: 'Hotline' })).toBeNull()
  })
})

it('shows the three blurbs', () => {
  renderWidget(<Content screen="contact" />, listed(channels))
  const why = screen.getByRole('region', { name: 'Why contact us' })
  expect(
    within(why)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['24/7 Support', 'Quick Response', 'Multiple Channels'])
})

describe('server data is untrusted', () => {
  it('shows markup in a name as text and renders a javascript: link inert', async () => {
    const markup = '<img src=x onerror=alert(1)>'
    const { container } = renderWidget(
      <Content screen="contact" />,
      listed([
        channel(1, 'other', markup, 'javascript:alert(1)'),
        channel(2, 'telegram', 'Telegram', 'https://t.me.evil.example/x'),
      ]),
    )
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(markup)
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(within(first).queryByRole('link')).toBeNull()
    expect(within(first).getByText('javascript:alert(1)').tagName).toBe('SPAN')
    expect(within(first).queryByText('Click to connect')).toBeNull()
    expect(within(second).queryByRole('link')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('shows the placeholder for a channel picture off the API host', async () => {
    renderWidget(
      <Content screen="contact" />,
      listed([{ ...channel(1, 'email', 'Email', 'mailto:a@b.example'), image: 'javascript:alert(1)' }]),
    )
    const [item] = (await cards()) as [HTMLElement]
    expect(item.querySelector('img')).toBeNull()
    expect(item.querySelector('[data-image-placeholder]')).not.toBeNull()
  })
})
