import { waitFor } from '@testing-library/dom'
import { STORE_UNMOUNT_DELAY } from 'nanostores'
import { useEffect, useId, useState } from 'react'
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest'
import { defineWidget } from './define-widget.tsx'

interface ProbeProps {
  label?: string
  count?: number
  isShown?: boolean
  data?: { name: string }
  onPick?: (value: string) => void
}

const mounts: string[] = []

/** A panel opened later, as the login dialog is: its id is taken after the element's first render. */
function Panel() {
  const id = useId()
  return (
    <p data-testid="panel" id={id}>
      panel
    </p>
  )
}

function Probe({ label, count, isShown, data, onPick }: ProbeProps) {
  const titleId = useId()
  const [isOpen, setOpen] = useState(false)
  useEffect(() => {
    mounts.push('mount')
    return () => void mounts.push('unmount')
  }, [])
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{label}</h1>
      <output>{JSON.stringify({ count, isShown, data })}</output>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => onPick?.('12')}>
        pick
      </button>
      {isOpen && <Panel />}
    </section>
  )
}

defineWidget<ProbeProps>(
  {
    tag: 'shwe-test-probe',
    signsIn: false,
    attributes: {
      label: { prop: 'label', type: 'string' },
      count: { prop: 'count', type: 'number' },
      'is-shown': { prop: 'isShown', type: 'boolean' },
      data: { prop: 'data', type: 'json' },
    },
  },
  Probe,
  {
    areas: [],
    events: ['onPick'],
  },
)

type ProbeElement = HTMLElement & ProbeProps & { apiBase?: string }

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn())
  mounts.length = 0
})

afterEach(async () => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  // Preact runs effect cleanups after paint, so wait for them before the next test counts mounts.
  const count = (what: string) => mounts.filter((m) => m === what).length
  await waitFor(() => expect(count('unmount')).toBe(count('mount')))
})

// This file's window goes with it: the session's stores, left without listeners, detach from `window` this long
// afterwards, so let that happen while the window still exists (as widgets/test/setup-own-page.ts does).
afterAll(() => new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50)))

function probe(attributes: Record<string, string>): ProbeElement {
  const element = document.createElement('shwe-test-probe') as ProbeElement
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

const shadow = (element: HTMLElement) => element.shadowRoot as ShadowRoot
const button = (element: HTMLElement, name: string) =>
  [...shadow(element).querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const shown = (element: HTMLElement) =>
  JSON.parse(shadow(element).querySelector('output')?.textContent ?? '{}')

it('gives a component rendered after attribute changes an id no other element in the shadow root has', async () => {
  const element = probe({ 'api-base': 'https://games.example/api', label: 'Winners' })
  document.body.append(element)
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('Winners'))
  element.setAttribute('label', '3D Winners')
  element.setAttribute('count', '2')
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('3D Winners'))

  button(element, 'open').click()
  await waitFor(() => expect(shadow(element).querySelector('[data-testid="panel"]')).not.toBeNull())
  const ids = [...shadow(element).querySelectorAll('[id]')].map((node) => node.id)
  expect(ids).toHaveLength(2)
  expect(new Set(ids).size).toBe(ids.length)
})

it('re-renders the component with a changed attribute or property, keeping its state', async () => {
  const element = probe({ label: 'before' })
  document.body.append(element)
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('before'))
  button(element, 'open').click()
  await waitFor(() => expect(shadow(element).querySelector('[data-testid="panel"]')).not.toBeNull())

  element.setAttribute('label', 'after')
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('after'))
  element.label = 'set as a property'
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('set as a property'))
  expect(element.getAttribute('label')).toBe('set as a property')
  expect(shadow(element).querySelector('[data-testid="panel"]')).not.toBeNull()
  expect(mounts).toEqual(['mount'])
})

it('reads attributes by type, ignoring empty ones', async () => {
  const element = probe({ count: '5', 'is-shown': 'true', data: '{"name":"Mandalay"}' })
  document.body.append(element)
  await waitFor(() => expect(shown(element)).toEqual({ count: 5, isShown: true, data: { name: 'Mandalay' } }))
  expect(element.count).toBe(5)

  element.setAttribute('is-shown', 'false')
  element.setAttribute('count', '')
  await waitFor(() =>
    expect(shown(element)).toEqual({ count: 5, isShown: false, data: { name: 'Mandalay' } }),
  )
  element.isShown = true
  expect(element.getAttribute('is-shown')).toBe('true')
  await waitFor(() => expect(shown(element).isShown).toBe(true))
})

it('unmounts when taken out of the document and mounts again when put back', async () => {
  const element = probe({ label: 'here' })
  document.body.append(element)
  await waitFor(() => expect(mounts).toEqual(['mount']))

  element.remove()
  expect(shadow(element).querySelector('section')).toBeNull()
  await waitFor(() => expect(mounts).toEqual(['mount', 'unmount']))

  element.setAttribute('label', 'back')
  document.body.append(element)
  await waitFor(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('back'))
  await waitFor(() => expect(mounts).toEqual(['mount', 'unmount', 'mount']))
})

it('dispatches a callback prop as a DOM event that reaches the document, with the value as detail', async () => {
  const element = probe({})
  document.body.append(element)
  await waitFor(() => expect(button(element, 'pick')).toBeDefined())
  const picked = vi.fn()
  document.addEventListener('pick', picked)
  try {
    button(element, 'pick').click()
    expect(picked).toHaveBeenCalledOnce()
    const event = picked.mock.calls[0]?.[0] as CustomEvent<string>
    expect(event.detail).toBe('12')
    expect(event.target).toBe(element)
    expect(event.composed).toBe(true)
  } finally {
    document.removeEventListener('pick', picked)
  }
})
