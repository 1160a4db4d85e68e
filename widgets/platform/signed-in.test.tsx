import { act } from '@testing-library/react'
import { atom } from 'nanostores'

import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageSignedInContext, useSignedIn } from './signed-in.ts'

function Gate({ $isSignedIn }: { $isSignedIn: ReturnType<typeof atom<boolean>> }) {
  return <p>{useSignedIn($isSignedIn) ? 'Your wallet' : 'Log in to see your wallet.'}</p>
}

const page = (signedIn: boolean, $isSignedIn: ReturnType<typeof atom<boolean>>) => (
  <PageSignedInContext.Provider value={signedIn}>
    <Gate $isSignedIn={$isSignedIn} />
  </PageSignedInContext.Provider>
)

describe('useSignedIn', () => {
  it('renders the page’s form on the server: a visitor’s by default, a player’s for a page rendered for one', () => {
    const $isSignedIn = atom(true)
    expect(renderToString(<Gate $isSignedIn={$isSignedIn} />)).toContain('Log in to see your wallet.')
    expect(renderToString(page(true, atom(false)))).toContain('Your wallet')
  })

  it('hydrates as the page was rendered, then shows what the session says', async () => {
    for (const [rendered, session, shown] of [
      [true, true, 'Your wallet'],
      [true, false, 'Log in to see your wallet.'],
      [false, true, 'Your wallet'],
    ] as const) {
      const $isSignedIn = atom(session)
      const container = document.createElement('div')
      container.innerHTML = renderToString(page(rendered, $isSignedIn))
      const before = container.querySelector('p')
      await act(async () => {
        hydrateRoot(container, page(rendered, $isSignedIn))
      })
      expect(container.textContent).toBe(shown)
      // Rendered for a player and hydrated for one: the server's element is kept, not replaced.
      if (rendered === session) expect(container.querySelector('p')).toBe(before)
    }
  })
})
