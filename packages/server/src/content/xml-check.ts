/**
 * A strict, small well-formedness check for the generated SVG, used by the tests: one root element, every
 * tag closed in order, attributes double-quoted, no stray `<`, `>` or bare `&`. Strict on purpose (a `>` in
 * text is legal XML, but the generator escapes it), so the tests need no XML parser dependency.
 * Returns the first problem found, or null.
 */
export function xmlProblem(text: string): string | null {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/
  const stack: string[] = []
  let roots = 0
  let last = 0
  for (const match of text.matchAll(token)) {
    const [whole, closing, name = '', attributes = '', selfClosing] = match
    const between = text.slice(last, match.index)
    if (/[<>]/.test(between)) return `stray markup before offset ${match.index}`
    if (entity.test(between) || entity.test(attributes)) return `bare & before offset ${match.index}`
    if (stack.length === 0 && between.trim() !== '') return 'text outside the root element'
    last = match.index + whole.length
    if (closing) {
      if (attributes.trim() !== '' || selfClosing) return `malformed closing tag </${name}>`
      const open = stack.pop()
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`
      continue
    }
    if (stack.length === 0) roots++
    if (!selfClosing) stack.push(name)
  }
  const rest = text.slice(last)
  if (rest.trim() !== '') return 'trailing content after the root element'
  if (stack.length > 0) return `<${stack.at(-1)}> is never closed`
  return roots === 1 ? null : `${roots} root elements`
}
