import '@shwe/elements/define/2d-board.js'
import '@shwe/elements/define/leaderboard.js'

document.querySelector('shwe-2d-board')?.addEventListener('authchange', (event) => {
  const status = document.querySelector('#status')
  if (status) status.textContent = event.detail.signedIn ? 'Signed in to Shwe' : 'Not signed in'
})
