import { describe, expect, it } from 'vitest'
import { ALL_BFF_PAYLOADS } from '../src/bff/index.js'
import { ALL_ENDPOINTS } from '../src/endpoints.js'

type SchemaNode = {
  type?: string
  const?: unknown
  minimum?: number
  maximum?: number
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  anyOf?: SchemaNode[]
}

/** Every number field of a schema with no minimum or no maximum, by its path. */
function unbounded(node: SchemaNode, path: string, out: string[]): string[] {
  if ((node.type === 'integer' || node.type === 'number') && node.const === undefined) {
    if (node.minimum === undefined || node.maximum === undefined) out.push(path)
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) unbounded(child, `${path}.${key}`, out)
  if (node.items) unbounded(node.items, `${path}[]`, out)
  for (const branch of node.anyOf ?? []) unbounded(branch, path, out)
  return out
}

describe('every number a client sends has a range', () => {
  it('each number field of each call body and /bff query has a minimum and a maximum', () => {
    // SQLite binds what passes; an id past 2^53 or a rank of 1e300 is a 400 at the door, not a query.
    const found: string[] = []
    for (const e of ALL_ENDPOINTS) unbounded(e.body as SchemaNode, `${e.method} ${e.path}`, found)
    for (const p of ALL_BFF_PAYLOADS) unbounded(p.query as SchemaNode, `GET ${p.path}`, found)
    expect(found).toEqual([])
  })
})
