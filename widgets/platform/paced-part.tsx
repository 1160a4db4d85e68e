import { styled } from '@shwe/ui'
import {
  createContext,
  type ReactElement,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
} from 'react'
import { isIslandHydrating, ownTask } from './island-hydration.ts'

/** An island's hydration, while its first pass runs: its paced parts wait for a later task. */
interface Pace {
  hydrating: boolean
}

const PaceContext = createContext<Pace | null>(null)

/**
 * Around an island of the site (`withWidgetRoot`): when the island is hydrating its server-rendered HTML, the
 * `PacedPart`s inside it hydrate each in a task of its own after the island's first pass, so a large screen
 * (a catalogue of two hundred cards, a board) no longer hydrates in one long task that holds off the player's
 * first tap. Anywhere else (the server, the elements, a fresh render) parts render at once.
 */
export function PacedIsland({ children }: { children: ReactNode }) {
  const [pace] = useState<Pace | null>(() => (isIslandHydrating() ? { hydrating: true } : null))
  useLayoutEffect(() => {
    if (pace) pace.hydrating = false
  }, [pace])
  return <PaceContext.Provider value={pace}>{children}</PaceContext.Provider>
}

/**
 * A part of a screen that may hydrate after the rest (see `PacedIsland`). Its server-rendered HTML stays on the
 * page meanwhile, as it was. The part is a box of its own in the DOM, with no box in the layout
 * (`display: contents`): a part that waits keeps exactly one DOM node, and so it keeps all of its content. Fit
 * for parts whose handlers a player will not need in the first instants (a grid of cards below the first rows, a
 * menu), not for what the rest of the screen reads through refs as it hydrates. Only where the server rendered the
 * part too, as with any hydration: a part the HTML lacks would take the place of the node after it.
 */
export function PacedPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>
        <Part>{children}</Part>
      </Gate>
    </Suspense>
  )
}

const Part = styled.div.withConfig({ componentId: 'Paced_Part' })`
  display: contents;
`

function Gate({ children }: { children: ReactElement }) {
  const pace = useContext(PaceContext)
  if (pace?.hydrating) throw ownTask()
  return children
}
