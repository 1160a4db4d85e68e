import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { css, keyframes, ServerStyleSheet, StyleSheetManager, styled, ThemeProvider } from './styled.ts'
import { theme } from './theme.ts'

const Base = styled.p.withConfig({ componentId: 'test-Base' })<{ $tone?: 'gold' | 'plain' }>`
  margin: 0;
  color: ${({ theme, $tone = 'plain' }) => ($tone === 'gold' ? theme.color.gold : theme.color.text)};
`
const Extended = styled(Base).withConfig({ componentId: 'test-Extended' })`
  color: ${({ theme }) => theme.color.danger};
`
const pulse = keyframes`from { opacity: 0.5; } to { opacity: 1; }`
const Pulsing = styled.span.withConfig({ componentId: 'test-Pulsing' })`
  animation: ${pulse} 1s infinite;
`
const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
  }
`
const Link = styled.a.withConfig({ componentId: 'test-Link' }).attrs({ rel: 'noopener', className: 'given' })`
  ${focusRing}
  ${Base} + & {
    margin-top: 4px;
  }
`
const Picky = styled.div.withConfig({
  componentId: 'test-Picky',
  shouldForwardProp: (prop) => prop !== 'hidden',
})`
  display: block;
`

const hosts: HTMLElement[] = []
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove()
})

/** Renders `ui` into a fresh shadow root, as an element does; returns the root and the rules written into it. */
function renderInShadow(ui: React.ReactElement) {
  const host = document.createElement('div')
  document.body.append(host)
  hosts.push(host)
  const root = host.attachShadow({ mode: 'open' })
  const mount = document.createElement('div')
  root.append(mount)
  render(
    <StyleSheetManager target={root}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </StyleSheetManager>,
    { container: mount },
  )
  const cssRules = () =>
    [...root.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])])
  const rules = () => cssRules().map((rule) => rule.cssText)
  /** The declarations of the rule for `selector`, as the browser read them. */
  const declared = (selector: string) =>
    (
      cssRules().find(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText === selector,
      ) as CSSStyleRule
    )?.style
  return { root, rules, declared }
}

const classOf = (element: Element) => element.getAttribute('class') ?? ''

describe('styled components', () => {
  it('gives an element its fixed id and a name from its CSS, and writes that CSS for the name', () => {
    const { root, declared } = renderInShadow(<Base>Plain</Base>)
    const [id, name] = classOf(root.querySelector('p') as Element).split(' ')
    expect(id).toBe('test-Base')
    expect(name).toMatch(/^[a-zA-Z]+$/)
    expect(declared(`.${name}`)?.getPropertyValue('margin')).toMatch(/^0(px)?$/)
    expect(declared(`.${name}`)?.getPropertyValue('color')).toMatch(/#f4f4f5|rgb\(244, 244, 245\)/)
  })

  it('takes another name when its props change its CSS, and keeps transient props off the element', () => {
    const { root } = renderInShadow(
      <>
        <Base>Plain</Base>
        <Base $tone="gold">Gold</Base>
      </>,
    )
    const [plain, gold] = [...root.querySelectorAll('p')]
    expect(classOf(plain as Element)).not.toBe(classOf(gold as Element))
    expect(gold?.hasAttribute('$tone')).toBe(false)
  })

  it("writes an extension's rules after its base's, so the extension wins, whichever renders first", () => {
    const { root, rules } = renderInShadow(
      <>
        <Extended>Red</Extended>
        <Base>Plain</Base>
      </>,
    )
    const extended = root.querySelector('p') as Element
    expect(classOf(extended).split(' ').slice(0, 2)).toEqual(['test-Base', 'test-Extended'])
    const [, , baseName, ownName] = classOf(extended).split(' ')
    const order = rules()
    const baseRule = order.findIndex((rule) => rule.startsWith(`.${baseName} `))
    const ownRule = order.findIndex((rule) => rule.startsWith(`.${ownName} `))
    expect(baseRule).toBeGreaterThanOrEqual(0)
    expect(ownRule).toBeGreaterThan(baseRule)
  })

  it('writes keyframes once, under the name the template uses', () => {
    const { root, rules, declared } = renderInShadow(
      <>
        <Pulsing />
        <Pulsing />
      </>,
    )
    const written = rules().filter((rule) => rule.startsWith('@keyframes'))
    expect(written).toHaveLength(1)
    expect(written[0]).toContain(`@keyframes ${pulse.name}`)
    const name = classOf(root.querySelector('span') as Element).split(' ')[1]
    expect(declared(`.${name}`)?.getPropertyValue('animation')).toContain(pulse.name)
  })

  it('applies attrs, joins class names, nests fragments and selects other components by their id', () => {
    const { root, rules } = renderInShadow(
      <Link href="/x" className="mine">
        Link
      </Link>,
    )
    const link = root.querySelector('a') as HTMLAnchorElement
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(classOf(link)).toMatch(/^test-Link [a-zA-Z]+ given mine$/)
    const text = rules().join('\n')
    expect(text).toMatch(
      /\.[a-zA-Z]+:focus-visible \{ ?outline: 2px solid (#f5c542|rgb\(245, 197, 66\)); ?\}/,
    )
    // jsdom's CSS parser refuses `a+b` selectors, so the compiled text is read from a server render.
    const sheet = new ServerStyleSheet()
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Link href="/x">Link</Link>
        </ThemeProvider>,
      ),
    )
    expect(sheet.getStyleTags()).toMatch(/\.test-Base\+\.[a-zA-Z]+\{margin-top:4px;\}/)
  })

  it('renders another element with `as`, forwards only what shouldForwardProp allows, and passes the ref', () => {
    let ref: HTMLElement | null = null
    const { root } = renderInShadow(
      <>
        <Base as="span">Span</Base>
        <Picky
          hidden
          data-kept="yes"
          ref={(node: HTMLElement | null) => {
            ref = node
          }}
        />
      </>,
    )
    expect(root.querySelector('span.test-Base')?.textContent).toBe('Span')
    const picky = root.querySelector('.test-Picky') as HTMLElement
    expect(picky.hasAttribute('hidden')).toBe(false)
    expect(picky.dataset.kept).toBe('yes')
    expect(ref).toBe(picky)
  })

  it('keeps the rules of a shadow root in that root, and writes them again when its style element was taken out', () => {
    const { root, rules } = renderInShadow(<Base>One</Base>)
    const before = rules()
    expect(before.length).toBeGreaterThan(0)
    const name = classOf(root.querySelector('p') as Element).split(' ')[1]
    const inHead = [...document.head.querySelectorAll('style')].flatMap((style) => [
      ...(style.sheet?.cssRules ?? []),
    ])
    expect(inHead.some((rule) => rule.cssText.includes(`.${name}`))).toBe(false)
    root.querySelector('style')?.remove()
    expect(rules()).toEqual([])
    render(
      <StyleSheetManager target={root}>
        <ThemeProvider theme={theme}>
          <Base>Two</Base>
        </ThemeProvider>
      </StyleSheetManager>,
      { container: root.appendChild(document.createElement('div')) },
    )
    expect(rules()).toEqual(before)
  })
  it('works out CSS that reads only the theme once per theme, and CSS that reads props once per set of their values', () => {
    let themeReads = 0
    let propReads = 0
    const ThemeOnly = styled.i.withConfig({ componentId: 'test-ThemeOnly' })`
      color: ${({ theme }) => {
        themeReads++
        return theme.color.gold
      }};
    `
    const PerProps = styled.b.withConfig({ componentId: 'test-PerProps' })<{ $wide?: boolean }>`
      width: ${({ $wide }) => {
        propReads++
        return $wide ? '100%' : 'auto'
      }};
    `
    const { root } = renderInShadow(
      <>
        <ThemeOnly />
        <ThemeOnly />
        <PerProps />
        <PerProps $wide />
      </>,
    )
    expect(themeReads).toBe(1)
    expect(propReads).toBe(2)
    const [narrow, wide] = [...root.querySelectorAll('b')]
    expect(classOf(narrow as Element)).not.toBe(classOf(wide as Element))
    // The same values again: the CSS worked out before, the same class.
    const again = renderInShadow(
      <>
        <PerProps $wide />
        <PerProps />
      </>,
    )
    expect(propReads).toBe(2)
    const [wideAgain, narrowAgain] = [...again.root.querySelectorAll('b')]
    expect(classOf(wideAgain as Element)).toBe(classOf(wide as Element))
    expect(classOf(narrowAgain as Element)).toBe(classOf(narrow as Element))
    renderInShadow(
      // Another theme object: its CSS is worked out once more.
      <ThemeProvider theme={{ ...theme }}>
        <ThemeOnly />
      </ThemeProvider>,
    )
    expect(themeReads).toBe(2)
  })
})

describe('CSS worked out from props', () => {
  it('tells apart the values of a prop the template reads only under some other value', () => {
    const Chip = styled.span.withConfig({ componentId: 'test-Chip' })<{ $picked?: boolean; $tone?: string }>`
      color: ${({ $picked, $tone }) => ($picked ? $tone : 'grey')};
    `
    const { root } = renderInShadow(
      <>
        <Chip $tone="red" />
        <Chip $picked $tone="red" />
        <Chip $picked $tone="blue" />
        <Chip $tone="blue" />
      </>,
    )
    const [plainRed, red, blue, plainBlue] = [...root.querySelectorAll('span')].map((element) =>
      classOf(element),
    )
    expect(red).not.toBe(blue)
    expect(plainRed).not.toBe(red)
    expect(plainRed).toBe(plainBlue)
  })

  it('works out at every render a template that reads a prop that is not a plain value', () => {
    let reads = 0
    const Tinted = styled.em.withConfig({ componentId: 'test-Tinted' })<{ $tint: { color: string } }>`
      color: ${({ $tint }) => {
        reads++
        return $tint.color
      }};
    `
    const tint = { color: 'red' }
    const { root } = renderInShadow(
      <>
        <Tinted $tint={tint} />
        <Tinted $tint={{ color: 'blue' }} />
        <Tinted $tint={tint} />
      </>,
    )
    expect(reads).toBe(3)
    const [first, second, third] = [...root.querySelectorAll('em')].map((element) => classOf(element))
    expect(first).not.toBe(second)
    expect(first).toBe(third)
  })
})

describe('server rendering', () => {
  it('collects the rules of a render with the names it used, which the browser render shares', () => {
    const sheet = new ServerStyleSheet()
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Extended $tone="gold">Server</Extended>
        </ThemeProvider>,
      ),
    )
    const tags = sheet.getStyleTags()
    const names = classOf(new DOMParser().parseFromString(html, 'text/html').querySelector('p') as Element)
      .split(' ')
      .slice(2)
    expect(names).toHaveLength(2)
    expect(tags).toMatch(new RegExp(`^<style data-styled="ssr" data-styled-names="${names.join(' ')}">`))
    for (const name of names) expect(tags).toContain(`.${name}{`)
    const { root } = renderInShadow(<Extended $tone="gold">Browser</Extended>)
    expect(classOf(root.querySelector('p') as Element)).toBe(`test-Base test-Extended ${names.join(' ')}`)
  })
})

it('refuses a styled component without a fixed id, whose class would differ between server and browser', () => {
  expect(() => styled.div`display: block;`).toThrow('componentId')
})
