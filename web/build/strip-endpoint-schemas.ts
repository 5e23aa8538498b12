import { parseSync } from 'vite'

/**
 * The properties of an `endpoint({...})` definition (contracts/src/endpoint.ts)
 * that the SPA never reads at run time, and what stands in for each: the body
 * and data schemas, which the upstream and the bff validate with and the SPA
 * needs only as TypeScript types, and the summary, which documents the call.
 * The SPA reads an endpoint's name, path, method and cache policy.
 */
const UNREAD_PROPERTIES = new Map([
  ['body', '{}'],
  ['data', '{}'],
  ['summary', "''"],
])

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function* walk(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item)
    } else if (isNode(value)) yield* walk(value)
  }
}

interface Span {
  start: number
  end: number
  replacement: string
}

/** Where the unread properties' values sit in every `endpoint({...})` call of the program. */
function unreadSpans(program: Node): Span[] {
  const spans: Span[] = []
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue
    const callee = node.callee as Node
    const [definition] = node.arguments as Node[]
    if (callee.type !== 'Identifier' || callee.name !== 'endpoint' || definition?.type !== 'ObjectExpression') continue
    for (const property of definition.properties as Node[]) {
      const key = property.key as Node | undefined
      if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') continue
      const replacement = UNREAD_PROPERTIES.get(key.name as string)
      const value = property.value as Node
      // A value shorter than its stand-in (a bare identifier) stays: replacing it would move the code after it.
      if (replacement !== undefined && value.end - value.start >= replacement.length) {
        spans.push({ start: value.start, end: value.end, replacement })
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start)
}

/**
 * A module's code with the unread properties of its endpoint definitions
 * replaced, or undefined when it defines none. Each stand-in is padded with
 * the spaces and line breaks of the code it replaces, so every other
 * character keeps its line and column and the source map stays true.
 * Nothing then refers to most of the module's schemas, and the bundler drops
 * them (web/src/lib/typebox-shim.ts marks their builders free of side effects).
 */
export function stripEndpointSchemas(code: string, filename: string): string | undefined {
  const { program } = parseSync(filename, code)
  const spans = unreadSpans(program as unknown as Node)
  if (spans.length === 0) return undefined
  let out = ''
  let at = 0
  for (const { start, end, replacement } of spans) {
    const blank = code.slice(start, end).replace(/[^\n]/g, ' ')
    out += code.slice(at, start) + replacement + blank.slice(replacement.length)
    at = end
  }
  return out + code.slice(at)
}
