import '@shwe/elements/define/2d-board'
import '@shwe/elements/define/leaderboard'
import type { Shwe2dBoardElement } from '@shwe/elements'
import { StrictMode, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The Shwe host, as the partner's server writes it into the page. */
const host = document.querySelector<HTMLMetaElement>('meta[name="shwe-host"]')?.content ?? ''

function App() {
  const [signedIn, setSignedIn] = useState(false)
  const board = useRef<Shwe2dBoardElement>(null)
  return (
    <main>
      <h1>Golden Lotus News</h1>
      <p id="status">{signedIn ? 'Signed in to Shwe' : 'Not signed in'}</p>
      <shwe-leaderboard api-base={`${host}/api`} />
      <shwe-2d-board
        ref={board}
        api-base={`${host}/api`}
        site-base={`${host}/`}
        screen="live"
        onauthchange={(event) => setSignedIn(event.detail.signedIn)}
      />
    </main>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
