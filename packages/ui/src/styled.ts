import {
  type ComponentPropsWithRef,
  createContext,
  createElement,
  type ElementType,
  type ForwardRefExoticComponent,
  forwardRef,
  type JSX,
  type ReactNode,
  useContext,
  useMemo,
} from 'react'
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis'
import { type RuleSheet, type StyleTarget, sheetFor } from './style-sheet.ts'
import type { Theme } from './theme.ts'

/**
 * The widgets' CSS-in-JS: the part of the styled-components API the product uses (`styled.tag`, `styled(Component)`,
 * `.attrs`, `.withConfig`, `css`, `keyframes`, `ThemeProvider`, `StyleSheetManager`, `ServerStyleSheet`), in the
 * same shapes, on stylis, the CSS compiler styled-components itself runs, so the rules written are the same.
 * A component's class is its fixed `componentId` followed by a name hashed from its resolved CSS, so the server's
 * render and the browser's agree. Rules go to the sheet of the nearest `StyleSheetManager` target (a shadow root)
 * or of the document, grouped in the order components were defined: a component made from another writes its
 * rules after the other's, so its own win, as in styled-components.
 */

export type DefaultTheme = Theme

/** A template's props as its functions see them: the component's props with the theme. */
type Execution<P> = P & { theme: DefaultTheme }

/** What a style template interpolates. A styled component stands for its selector, keyframes for their name. */
export type Interpolation<P> =
  | string
  | number
  | boolean
  | null
  | undefined
  | Keyframes
  | { readonly styledId: string }
  | readonly Interpolation<P>[]
  | ((props: Execution<P>) => Interpolation<P>)

/** A style fragment (`css\`...\``), interpolated into other templates. */
export type CssFragment<P = object> = readonly Interpolation<P>[]

type Props = Record<string, unknown>
type PropsOf<T extends ElementType> = ComponentPropsWithRef<T>

/** `P` with the keys `K` optional (props that `.attrs` gives). */
type Optional<P, K extends PropertyKey> = Omit<P, K & keyof P> & Partial<Pick<P, K & keyof P>>

/** A styled component's props: its target's, its own, `as` to render another element, and whatever `as` takes. */
export type StyledProps<
  T extends ElementType,
  O extends object,
  Given extends PropertyKey = never,
> = Optional<PropsOf<T> & O, Given> & {
  as?: ElementType
  forwardedAs?: ElementType
  theme?: DefaultTheme
  [prop: string]: unknown
}

export interface StyledComponent<
  T extends ElementType,
  O extends object = object,
  Given extends PropertyKey = never,
> extends ForwardRefExoticComponent<StyledProps<T, O, Given>> {
  /** The fixed id, also the component's selector in other templates (`${Card} &`). */
  readonly styledId: string
}

type Attrs<T extends ElementType, O extends object, R extends Props> =
  | R
  | ((props: Execution<StyledProps<T, O>>) => R)

export interface StyledConfig {
  /** Required before the template: the component's class and selector, the same on the server and in the browser. */
  componentId?: string
  shouldForwardProp?: (prop: string, target: ElementType) => boolean
}

/** The template tag, with `.attrs` and `.withConfig` before it; the props type is given, never inferred. */
export interface Builder<T extends ElementType, O extends object, Given extends PropertyKey = never> {
  <P extends object = object>(
    strings: TemplateStringsArray,
    ...values: Interpolation<NoInfer<StyledProps<T, O & P>>>[]
  ): StyledComponent<T, O & P, Given>
  attrs<A extends object = object, R extends Props = Props>(
    attrs: Attrs<T, O & A, R>,
  ): Builder<T, O & A, Given | keyof R>
  withConfig(config: StyledConfig): Builder<T, O, Given>
}

/** Keyframes: written to a sheet the first time a template that names them is. */
export class Keyframes {
  readonly name: string
  readonly #rules: string
  readonly #group = nextGroup()

  constructor(rules: string) {
    this.#rules = rules
    this.name = nameOf(`@keyframes${rules}`)
  }

  inject(sheet: RuleSheet): string {
    if (!sheet.has(this.name))
      sheet.insert(this.#group, this.name, rulesOf(`@keyframes ${this.name}{${this.#rules}}`))
    return this.name
  }
}

/** One styled layer: a component made from another styled component has the other's layers, then its own. */
interface Layer {
  id: string
  group: number
  template: CssFragment<Props>
  /**
   * The props (besides the theme) the template has read so far, in every render that worked its CSS out; null once
   * it read one that is not a plain value (its CSS is then worked out at every render); undefined until its first
   * render.
   */
  reads?: string[] | null
  /** The layer's CSS per theme, by the values of the props it reads (`signature`). */
  known?: WeakMap<DefaultTheme, Map<string, Resolved>>
}

/** A layer's CSS for some props, its class name, and the keyframes it names. */
interface Resolved {
  css: string
  name: string
  frames: Keyframes[]
}

interface Definition {
  target: ElementType
  layers: readonly Layer[]
  attrs: readonly Attrs<ElementType, object, Props>[]
  shouldForwardProp?: StyledConfig['shouldForwardProp']
}

const DEFINITION = Symbol('styled definition')
type Defined = { [DEFINITION]: Definition }

let groups = 0
function nextGroup(): number {
  return groups++
}

/** A short name of letters from a 32-bit hash (djb2 over the text). */
function nameOf(text: string): string {
  let hash = 5381
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index)
  let value = hash >>> 0
  let name = ''
  do {
    const digit = value % 52
    name = String.fromCharCode(digit < 26 ? 97 + digit : 39 + digit) + name
    value = Math.floor(value / 52)
  } while (value > 0)
  return name
}

/** The flat rules of one block of CSS with nesting (`.name{...}` or `@keyframes name{...}`), compiled by stylis. */
function rulesOf(css: string): string[] {
  const rules: string[] = []
  serialize(
    compile(css.replace(/\/\*[\s\S]*?\*\//g, '')),
    middleware([stringify, rulesheet((rule: string) => void rules.push(rule))]),
  )
  return rules
}

/** The CSS text of a template for these props, and the keyframes it names. */
function resolve(
  value: Interpolation<Props>,
  props: Execution<Props>,
  out: string[],
  frames: Keyframes[],
): void {
  if (value === null || value === undefined || value === false || value === true) return
  // A styled component is a function under Preact and an object under React (forwardRef): either way, its selector.
  if ((typeof value === 'function' || typeof value === 'object') && DEFINITION in value) {
    out.push(`.${(value as { styledId: string }).styledId}`)
  } else if (typeof value === 'function') {
    resolve(value(props), props, out, frames)
  } else if (Array.isArray(value)) {
    for (const part of value) resolve(part, props, out, frames)
  } else if (value instanceof Keyframes) {
    frames.push(value)
    out.push(value.name)
  } else {
    out.push(String(value))
  }
}

/** How many CSS variants of one layer are kept per theme: enough for any state a component shows. */
const KNOWN_PER_THEME = 64

/**
 * A layer's CSS for these props. A template's functions are pure: the same values of the props they read give the
 * same CSS. So the first render watches which props the template reads, and a later render whose values of those
 * props were seen before takes that CSS instead of walking the template again (most templates read only the theme,
 * and work their CSS out once per theme; a chip that is picked or not, twice). A template that reads a prop that is
 * not a plain value (an object, a function), or looks at the props as a whole, is worked out at every render.
 */
function layerCss(layer: Layer, props: Execution<Props>, theme: DefaultTheme | undefined): Resolved {
  if (layer.reads === null) return resolved(layer, props)
  const byValues = theme && layer.reads ? layer.known?.get(theme) : undefined
  const key = byValues && signature(layer.reads as string[], props)
  const known = key !== undefined ? byValues?.get(key) : undefined
  if (known) return known
  const read = new Set(layer.reads)
  let plain = true
  const watched = new Proxy(props, {
    get: (target, name) => {
      const value = target[name as string]
      if (name === 'theme') return value
      if (
        typeof name !== 'string' ||
        (value !== null && (typeof value === 'object' || typeof value === 'function'))
      )
        plain = false
      else read.add(name)
      return value
    },
    has: (target, name) => {
      plain = false
      return name in target
    },
    ownKeys: (target) => {
      plain = false
      return Reflect.ownKeys(target)
    },
  })
  const css = resolved(layer, watched)
  if (!plain) {
    layer.reads = null
    layer.known = undefined
    return css
  }
  // A prop read for the first time: the values kept so far were keyed without it.
  if (layer.reads === undefined || read.size !== layer.reads.length) {
    layer.reads = [...read]
    layer.known = new WeakMap()
  }
  if (theme && layer.known) {
    let variants = layer.known.get(theme)
    if (!variants) {
      variants = new Map()
      layer.known.set(theme, variants)
    }
    if (variants.size < KNOWN_PER_THEME) variants.set(signature(layer.reads, props), css)
  }
  return css
}

/** The values of `names` in `props`, as one text that tells every set of plain values apart. */
function signature(names: readonly string[], props: Execution<Props>): string {
  let text = ''
  for (const name of names) {
    const value = props[name]
    text += typeof value === 'string' ? `s${value.length}:${value}` : `${typeof value}:${String(value)};`
  }
  return text
}

function resolved(layer: Layer, props: Execution<Props>): Resolved {
  const out: string[] = []
  const frames: Keyframes[] = []
  resolve(layer.template, props, out, frames)
  const css = out.join('')
  return { css, name: nameOf(layer.id + css), frames }
}

/** Template parts interleaved with their values, as `css` keeps them. */
function fragment<P>(strings: TemplateStringsArray, values: readonly Interpolation<P>[]): CssFragment<P> {
  const parts: Interpolation<P>[] = []
  strings.forEach((text, index) => {
    parts.push(text)
    if (index < values.length) parts.push(values[index])
  })
  return parts
}

export function css<P = object>(
  strings: TemplateStringsArray,
  ...values: Interpolation<P>[]
): CssFragment<P> {
  return fragment(strings, values)
}

export function keyframes(strings: TemplateStringsArray, ...values: (string | number)[]): Keyframes {
  return new Keyframes(String.raw({ raw: strings }, ...values))
}

const ThemeContext = createContext<DefaultTheme | undefined>(undefined)
const SheetContext = createContext<RuleSheet | null>(null)

export function ThemeProvider({ theme, children }: { theme: DefaultTheme; children?: ReactNode }) {
  return createElement(ThemeContext.Provider, { value: theme }, children)
}

/** Styles of the components inside go to `target` (a shadow root) rather than the document. */
export function StyleSheetManager({ target, children }: { target: StyleTarget; children?: ReactNode }) {
  const sheet = useMemo(() => sheetFor(target), [target])
  return createElement(SheetContext.Provider, { value: sheet }, children)
}

/** Collects the rules of a server render, for the page's head (see `widgets/platform/ssr.ts`). */
export class ServerStyleSheet {
  readonly #groups: string[][] = []
  readonly #names = new Set<string>()
  readonly #sheet: RuleSheet = {
    has: (name) => this.#names.has(name),
    insert: (group, name, rules) => {
      this.#names.add(name)
      const kept = this.#groups[group] ?? []
      kept.push(...rules)
      this.#groups[group] = kept
    },
    sync: () => {},
  }

  collectStyles(children: ReactNode): ReactNode {
    return createElement(SheetContext.Provider, { value: this.#sheet }, children)
  }

  /** One `<style>` with every rule in definition order; the browser's sheet skips the names it lists. */
  getStyleTags(): string {
    const rules = this.#groups.flat().join('').replaceAll('</', '<\\/')
    return `<style data-styled="ssr" data-styled-names="${[...this.#names].join(' ')}">${rules}</style>`
  }

  seal(): void {}
}

function shouldSkip(key: string, value: unknown, theme: DefaultTheme | undefined): boolean {
  return value === undefined || key[0] === '$' || key === 'as' || (key === 'theme' && value === theme)
}

function create(definition: Definition): StyledComponent<ElementType, object> {
  const { target, layers, attrs, shouldForwardProp } = definition
  const own = layers[layers.length - 1] as Layer
  const Styled = forwardRef<unknown, Props>(function Styled(props, ref) {
    const contextTheme = useContext(ThemeContext)
    const theme = (props.theme as DefaultTheme | undefined) ?? contextTheme
    const sheet = useContext(SheetContext) ?? sheetFor(null)
    sheet.sync()
    const context: Execution<Props> = { ...props, theme: theme as DefaultTheme }
    let className: string | undefined
    for (const attr of attrs) {
      const extra =
        typeof attr === 'function' ? attr(context as Execution<StyledProps<ElementType, object>>) : attr
      for (const key in extra) {
        if (key === 'className') className = [className, extra[key]].filter(Boolean).join(' ')
        else context[key] = extra[key]
      }
    }
    const names: string[] = []
    for (const layer of layers) {
      const { css, name, frames } = layerCss(layer, context, theme)
      if (!sheet.has(name)) {
        for (const keyframes of frames) keyframes.inject(sheet)
        sheet.insert(layer.group, name, rulesOf(`.${name}{${css}}`))
      }
      names.push(name)
    }
    const element = (context.as as ElementType | undefined) ?? target
    const forwarded: Props = { ref }
    for (const key in context) {
      const value = context[key]
      if (shouldSkip(key, value, theme)) continue
      if (key === 'forwardedAs') forwarded.as = value
      else if (key !== 'className' && (!shouldForwardProp || shouldForwardProp(key, element)))
        forwarded[key] = value
    }
    forwarded.className = [...layers.map((layer) => layer.id), ...names, className, props.className]
      .filter(Boolean)
      .join(' ')
    return createElement(element, forwarded)
  })
  Styled.displayName = own.id
  return Object.assign(Styled, { styledId: own.id, [DEFINITION]: definition }) as unknown as StyledComponent<
    ElementType,
    object
  >
}

function builder(
  base: Definition,
  attrs: readonly Attrs<ElementType, object, Props>[],
  config: StyledConfig,
) {
  const build = (strings: TemplateStringsArray, ...values: Interpolation<Props>[]) => {
    // The id is part of the class, so the server's render and the browser's agree only with a fixed one.
    if (!config.componentId) throw new Error('A styled component needs .withConfig({ componentId })')
    const layer: Layer = {
      id: config.componentId,
      group: nextGroup(),
      template: fragment(strings, values),
    }
    const outer = config.shouldForwardProp
    const inner = base.shouldForwardProp
    return create({
      target: base.target,
      layers: [...base.layers, layer],
      attrs: [...base.attrs, ...attrs],
      shouldForwardProp:
        inner && outer ? (prop, element) => inner(prop, element) && outer(prop, element) : (outer ?? inner),
    })
  }
  return Object.assign(build, {
    attrs: (more: Attrs<ElementType, object, Props>) => builder(base, [...attrs, more], config),
    withConfig: (more: StyledConfig) => builder(base, attrs, { ...config, ...more }),
  })
}

function styledOf<T extends ElementType>(target: T): Builder<T, object> {
  const defined = (target as Partial<Defined>)[DEFINITION]
  return builder(defined ?? { target, layers: [], attrs: [] }, [], {}) as unknown as Builder<T, object>
}

type Tags = { [K in keyof JSX.IntrinsicElements]: Builder<K, object> }

/** `styled.div\`...\``, `styled(Component)\`...\``. */
export const styled = new Proxy(styledOf, {
  get: (_, tag: string) => styledOf(tag as ElementType),
}) as typeof styledOf & Tags
