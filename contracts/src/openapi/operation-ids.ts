/** A call as far as naming goes: endpoints, page payloads and the bff's own calls all have these. */
export interface Named {
  readonly name: string
  readonly path: string
}

/**
 * Each call's operationId: its name, which is what the spec and the code
 * call it. Two calls may share a name (querySchoolList lists schools and
 * a major's schools): those two get their path instead, with `_` for `/`
 * (web_school_querySchoolList), since an operationId must be unique.
 */
export function operationIds(calls: readonly Named[]): Map<object, string> {
  const uses = new Map<string, number>()
  for (const c of calls) uses.set(c.name, (uses.get(c.name) ?? 0) + 1)
  return new Map(calls.map((c) => [c, uses.get(c.name) === 1 ? c.name : c.path.slice(1).replaceAll('/', '_')]))
}

/** The tag an /api/v1 call is listed under: its path's group, as the spec groups calls (web/school, intelligence). */
export function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return segments.length > 2 ? segments.slice(0, 2).join('/') : (segments[0] ?? '')
}
