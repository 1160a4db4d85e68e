/**
 * A structural check of a Custom Elements Manifest against its schema, version 2.x (the `schema.json` of
 * webcomponents/custom-elements-manifest): the fields each kind of object may have, the ones it must have, and
 * their types. Stricter than the schema in one way: an unknown field is reported, so a misspelt one is caught.
 * Also checks that every export refers to a declaration of its own module.
 */

type Check = (value: unknown, at: string, problems: string[]) => void

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const string: Check = (value, at, problems) => {
  if (typeof value !== 'string') problems.push(`${at}: expected a string`)
}
const boolean: Check = (value, at, problems) => {
  if (typeof value !== 'boolean') problems.push(`${at}: expected true or false`)
}
const oneOf =
  (...allowed: string[]): Check =>
  (value, at, problems) => {
    if (typeof value !== 'string' || !allowed.includes(value)) {
      problems.push(`${at}: expected one of ${allowed.join(', ')}`)
    }
  }
const isTrue: Check = (value, at, problems) => {
  if (value !== true) problems.push(`${at}: expected true`)
}
const either =
  (...checks: Check[]): Check =>
  (value, at, problems) => {
    const all = checks.map((check) => {
      const found: string[] = []
      check(value, at, found)
      return found
    })
    if (all.every((found) => found.length > 0)) problems.push(...(all[0] ?? []))
  }
const arrayOf =
  (item: Check): Check =>
  (value, at, problems) => {
    if (!Array.isArray(value)) {
      problems.push(`${at}: expected an array`)
      return
    }
    value.forEach((entry, i) => {
      item(entry, `${at}[${i}]`, problems)
    })
  }

/** An object with these fields; the ones marked with a trailing `!` are required. */
const object =
  (fields: Record<string, Check>): Check =>
  (value, at, problems) => {
    if (!isObject(value)) {
      problems.push(`${at}: expected an object`)
      return
    }
    const known = new Map(Object.entries(fields).map(([key, check]) => [key.replace(/!$/, ''), check]))
    for (const key of Object.keys(fields)) {
      if (key.endsWith('!') && !(key.slice(0, -1) in value))
        problems.push(`${at}: ${key.slice(0, -1)} is missing`)
    }
    for (const [key, field] of Object.entries(value)) {
      const check = known.get(key)
      if (!check) problems.push(`${at}: unknown field ${key}`)
      else check(field, `${at}.${key}`, problems)
    }
  }

const documented = { summary: string, description: string, deprecated: either(boolean, string) }
const TYPE = object({ 'text!': string, references: arrayOf(object({})), source: object({}) })
const REFERENCE = object({ 'name!': string, package: string, module: string })
const SOURCE = object({ 'href!': string })

const ATTRIBUTE = object({
  'name!': string,
  ...documented,
  inheritedFrom: REFERENCE,
  type: TYPE,
  default: string,
  fieldName: string,
})
const EVENT = object({ 'name!': string, ...documented, type: TYPE, inheritedFrom: REFERENCE })
const NAMED = object({ 'name!': string, ...documented })
const CSS_PROPERTY = object({ 'name!': string, ...documented, syntax: string, default: string })
const PARAMETER = object({
  'name!': string,
  ...documented,
  type: TYPE,
  default: string,
  optional: boolean,
  rest: boolean,
})
const FIELD = object({
  'kind!': oneOf('field'),
  'name!': string,
  ...documented,
  type: TYPE,
  default: string,
  static: boolean,
  privacy: oneOf('public', 'private', 'protected'),
  readonly: boolean,
  inheritedFrom: REFERENCE,
  source: SOURCE,
  attribute: string,
  reflects: boolean,
})
const METHOD = object({
  'kind!': oneOf('method'),
  'name!': string,
  ...documented,
  static: boolean,
  privacy: oneOf('public', 'private', 'protected'),
  inheritedFrom: REFERENCE,
  source: SOURCE,
  parameters: arrayOf(PARAMETER),
  return: object({ type: TYPE, summary: string, description: string }),
})
const MEMBER: Check = (value, at, problems) =>
  (isObject(value) && value.kind === 'method' ? METHOD : FIELD)(value, at, problems)

const CLASS_FIELDS = {
  'kind!': oneOf('class'),
  'name!': string,
  ...documented,
  superclass: REFERENCE,
  mixins: arrayOf(REFERENCE),
  members: arrayOf(MEMBER),
  source: SOURCE,
}
const CUSTOM_ELEMENT = object({
  ...CLASS_FIELDS,
  'customElement!': isTrue,
  tagName: string,
  attributes: arrayOf(ATTRIBUTE),
  events: arrayOf(EVENT),
  slots: arrayOf(NAMED),
  cssParts: arrayOf(NAMED),
  cssProperties: arrayOf(CSS_PROPERTY),
  cssStates: arrayOf(NAMED),
  demos: arrayOf(object({ 'url!': string, description: string, source: SOURCE })),
})
const CLASS = object(CLASS_FIELDS)
const VARIABLE = object({
  'kind!': oneOf('variable'),
  'name!': string,
  ...documented,
  type: TYPE,
  default: string,
  source: SOURCE,
})
const FUNCTION = object({
  'kind!': oneOf('function'),
  'name!': string,
  ...documented,
  parameters: arrayOf(PARAMETER),
  return: object({ type: TYPE, summary: string, description: string }),
  source: SOURCE,
})

const DECLARATION: Check = (value, at, problems) => {
  if (!isObject(value)) {
    problems.push(`${at}: expected an object`)
    return
  }
  if (value.kind === 'class' && 'customElement' in value) {
    CUSTOM_ELEMENT(value, at, problems)
    if (typeof value.tagName === 'string' && !/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(value.tagName)) {
      problems.push(`${at}.tagName: ${value.tagName} is not a valid custom element name`)
    }
    return
  }
  const check = { class: CLASS, variable: VARIABLE, function: FUNCTION }[String(value.kind)]
  if (check) check(value, at, problems)
  else problems.push(`${at}.kind: expected class, function or variable`)
}

const EXPORT = object({
  'kind!': oneOf('js', 'custom-element-definition'),
  'name!': string,
  'declaration!': REFERENCE,
  deprecated: either(boolean, string),
})

const MODULE = object({
  'kind!': oneOf('javascript-module'),
  'path!': string,
  ...documented,
  declarations: arrayOf(DECLARATION),
  exports: arrayOf(EXPORT),
})

const MANIFEST = object({
  'schemaVersion!': string,
  readme: string,
  deprecated: either(boolean, string),
  modules: arrayOf(MODULE),
})

/** What is wrong with `manifest` as a Custom Elements Manifest of schema 2.x; empty when nothing is. */
export function manifestProblems(manifest: unknown): string[] {
  const problems: string[] = []
  MANIFEST(manifest, 'manifest', problems)
  if (!isObject(manifest)) return problems
  if (!('modules' in manifest)) problems.push('manifest: modules is missing')
  if (typeof manifest.schemaVersion === 'string' && !/^2\.\d+\.\d+$/.test(manifest.schemaVersion)) {
    problems.push(`manifest.schemaVersion: ${manifest.schemaVersion} is not 2.x`)
  }
  const modules = Array.isArray(manifest.modules) ? manifest.modules : []
  modules.forEach((module, i) => {
    if (!isObject(module)) return
    const declared = new Set(
      (Array.isArray(module.declarations) ? module.declarations : [])
        .filter(isObject)
        .map((declaration) => declaration.name),
    )
    const exported = Array.isArray(module.exports) ? module.exports : []
    exported.forEach((entry, j) => {
      if (!isObject(entry) || !isObject(entry.declaration)) return
      const { name, module: from, package: fromPackage } = entry.declaration
      if (fromPackage === undefined && (from === undefined || from === module.path) && !declared.has(name)) {
        problems.push(
          `manifest.modules[${i}].exports[${j}]: ${String(name)} is not declared in ${module.path}`,
        )
      }
    })
  })
  return problems
}
