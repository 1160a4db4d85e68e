import { HOSTILE_URLS } from '@shwe/ui/test-payloads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AttributeDef, COMMON_ATTRIBUTES, ELEMENTS } from './elements.ts'
import { defineWidget } from './platform/define-widget.tsx'

/**
 * Every attribute of every element in the registry (safety.md B12, T17): an attribute that can name an address is
 * URL-typed, so it passes the one checker, and no hostile address set as an attribute or a property ever reaches
 * the widget. A probe element takes each element's definition, so a new attribute is covered the day it is added.
 */

/** Names that say "an address": such an attribute must be URL-typed, whatever it is called otherwise. */
const ADDRESS_NAME = /href|url|uri|src|base|link|image|img|video|media|address|origin|site|redirect|return/i

const everyAttribute = Object.entries(ELEMENTS).flatMap(([name, element]) =>
  Object.entries({ ...COMMON_ATTRIBUTES, ...element.attributes } as Record<string, AttributeDef>).map(
    ([attribute, def]) => ({ name, tag: element.tag, attribute, def }),
  ),
)
const urlAttributes = everyAttribute.filter(({ def }) => def.type === 'url')

/** What the probe rendered: its props, as JSON. */
function Probe(props: Record<string, unknown>) {
  return <output>{JSON.stringify(props)}</output>
}

/** A copy of each registered element under another tag, rendering its props instead of the widget. */
const probes = new Map<string, string>(
  Object.values(ELEMENTS).map((element) => {
    const tag = `${element.tag}-attribute-probe` as const
    // Page mode: the probe must render in the page, not in a frame.
    defineWidget({ ...element, tag, signsIn: false }, Probe, { areas: [] })
    return [element.tag, tag]
  }),
)

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: [] })),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

async function rendered(
  tag: string,
  attributes: Record<string, string>,
): Promise<HTMLElement & Record<string, unknown>> {
  const element = document.createElement(probes.get(tag) as string) as HTMLElement & Record<string, unknown>
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('output')).not.toBeNull())
  return element
}

const props = (element: HTMLElement) =>
  JSON.parse(element.shadowRoot?.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>

describe('the attributes of every element', () => {
  it.each(everyAttribute)(
    '$tag $attribute is URL-typed when its name says it is an address',
    ({ attribute, def }) => {
      if (ADDRESS_NAME.test(attribute) || ADDRESS_NAME.test(def.prop)) expect(def.type).toBe('url')
    },
  )

  it.each(everyAttribute)('$tag $attribute is embeddable only when it cannot lead anywhere', ({ def }) => {
    if (def.embeddable) expect(['string', 'boolean', 'number']).toContain(def.type)
  })

  it('has URL attributes to check', () => {
    expect(urlAttributes.map(({ attribute }) => attribute)).toEqual(
      expect.arrayContaining(['api-base', 'site-base', 'home-href', 'download-app-url']),
    )
  })
})

describe.each(urlAttributes)('$tag $attribute', ({ tag, attribute, def }) => {
  it.each(HOSTILE_URLS)('never reaches the widget as %j, set as an attribute or a property', (payload) => {
    // The widget reads exactly what the property gives back: the element's prop store.
    const element = document.createElement(probes.get(tag) as string) as HTMLElement & Record<string, unknown>
    element.setAttribute(attribute, payload)
    expect(element[def.prop]).toBeUndefined()
    element[def.prop] = payload
    expect(element[def.prop]).toBeUndefined()
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(attribute))
  })

  it('gives the widget an address on the page’s own origin, and drops it again for a hostile one', async () => {
    const good = `${location.origin}/lobby`
    const element = await rendered(tag, { [attribute]: good })
    // api-base and site-base go to the widget's root, not to the widget's own props.
    const isWidgetProp = !(attribute in COMMON_ATTRIBUTES)
    if (isWidgetProp) await vi.waitFor(() => expect(props(element)[def.prop]).toBe(good))
    expect(element[def.prop]).toBe(good)
    element.setAttribute(attribute, 'javascript:alert(1)')
    expect(element[def.prop]).toBeUndefined()
    if (isWidgetProp) await vi.waitFor(() => expect(props(element)).not.toHaveProperty(def.prop))
  })
})
