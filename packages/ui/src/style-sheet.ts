/** Where styled components write their rules (see `styled.ts`). */
export interface RuleSheet {
  /** Whether the rules of the class or keyframes `name` are in. */
  has(name: string): boolean
  /** Writes `rules` after those of every earlier `group` (groups are components in the order they were defined). */
  insert(group: number, name: string, rules: readonly string[]): void
  /** Writes every rule again when the browser dropped them (the sheet's element left the page and came back). */
  sync(): void
}

/** A document (rules in its head) or a shadow root (a custom element's own rules). */
export type StyleTarget = Document | ShadowRoot

/** A server render outside `ServerStyleSheet`: its rules go nowhere, so none is compiled. */
const NOWHERE: RuleSheet = { has: () => true, insert() {}, sync() {} }

/**
 * A `<style data-styled>` in the target, filled through the CSSOM (`insertRule`, no reparsing of a growing text).
 * On a document it starts with the names the server already wrote into the page's head (`data-styled-names`).
 */
class BrowserSheet implements RuleSheet {
  readonly #names = new Set<string>()
  readonly #groups: string[][] = []
  readonly #parent: Node
  readonly #element: HTMLStyleElement
  #sheet: CSSStyleSheet | null = null

  constructor(target: StyleTarget) {
    const isDocument = 'head' in target
    const doc = isDocument ? target : (target.ownerDocument as Document)
    this.#parent = isDocument ? target.head : target
    this.#element = doc.createElement('style')
    this.#element.setAttribute('data-styled', 'active')
    if (isDocument)
      for (const written of target.querySelectorAll('style[data-styled-names]'))
        for (const name of (written.getAttribute('data-styled-names') ?? '').split(' '))
          if (name) this.#names.add(name)
  }

  has(name: string): boolean {
    return this.#names.has(name)
  }

  insert(group: number, name: string, rules: readonly string[]): void {
    this.#names.add(name)
    this.sync()
    const kept = this.#groups[group] ?? []
    this.#groups[group] = kept
    let index = 0
    for (let earlier = 0; earlier <= group; earlier++) index += this.#groups[earlier]?.length ?? 0
    for (const rule of rules) {
      // Without a sheet yet (a shadow root not in the page), kept for when there is one.
      if (this.#sheet && !write(this.#sheet, rule, index)) continue
      kept.push(rule)
      index++
    }
  }

  sync(): void {
    // Put back when something took it out (moving it while in place would drop its rules).
    if (this.#element.parentNode !== this.#parent) this.#parent.appendChild(this.#element)
    const sheet = this.#element.sheet
    if (sheet === this.#sheet) return
    this.#sheet = sheet
    if (!sheet) return
    // Every kept rule again, in group order; one this browser cannot read is dropped.
    let index = 0
    for (const [group, rules] of this.#groups.entries()) {
      if (!rules) continue
      this.#groups[group] = rules.filter((rule) => write(sheet, rule, index) && ++index > 0)
    }
  }
}

/** Writes one rule; false when this browser cannot read it (a selector or at-rule it does not know). */
function write(sheet: CSSStyleSheet, rule: string, index: number): boolean {
  try {
    sheet.insertRule(rule, Math.min(index, sheet.cssRules.length))
    return true
  } catch {
    return false
  }
}

const sheets = new WeakMap<StyleTarget, RuleSheet>()

/** The sheet of a shadow root, or of the document with `null`; on a server, one that writes nothing. */
export function sheetFor(target: StyleTarget | null): RuleSheet {
  const where = target ?? (typeof document === 'undefined' ? null : document)
  if (!where) return NOWHERE
  let sheet = sheets.get(where)
  if (!sheet) {
    sheet = new BrowserSheet(where)
    sheets.set(where, sheet)
  }
  return sheet
}
