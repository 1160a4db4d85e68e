import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Content } from './Content.tsx'

it('tells about the mission, values, fair play and customer service, without asking the server', () => {
  const { fetch } = renderWidget(<Content screen="about" />)
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Shwe'])
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Our Mission',
    'Our Values',
    'Fair Play',
    'Customer Service',
  ])
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  expect(fetch).not.toHaveBeenCalled()
})

it('is in Burmese when the session language is mm', async () => {
  const { runtime } = renderWidget(<Content screen="about" />)
  act(() => runtime.session.setLanguage('mm'))
  expect(await screen.findByRole('heading', { level: 1, name: 'ရွှေ အကြောင်း' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'တရားမျှတသော ကစားနည်း' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'ဖောက်သည် ဝန်ဆောင်မှု' })).toBeTruthy()
})

it('moves to the contact screen in place from its link', async () => {
  renderWidget(<Content screen="about" />, {
    'GET /contact': { status: 200, body: envelope([]) },
  })
  await userEvent.click(screen.getByRole('link', { name: 'Contact us' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy()
})
