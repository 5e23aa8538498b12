/**
 * How deeply a request body's JSON may nest. No contract goes past four
 * levels; 64 leaves room for any future one, and keeps every walk over a
 * parsed body (validation, cache keys, log redaction) far from the stack's
 * limit. Deeper bodies are refused before JSON.parse: parsing 520,000 nested
 * arrays took about half a second of a core (docs/api-conventions.md,
 * "Hostile bodies").
 */
export const JSON_DEPTH_MAX = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * Whether JSON text opens more than `max` arrays and objects inside one
 * another; brackets inside strings do not count. One pass, no recursion, and
 * it stops at the first level too many. Reads a string's UTF-16 units or
 * UTF-8 bytes alike: every byte of a multi-byte UTF-8 character is above
 * 0x7f, so none is taken for a bracket, quote or backslash. Malformed text
 * is left for JSON.parse to refuse.
 */
export function jsonDepthExceeds(text: string | Uint8Array, max: number = JSON_DEPTH_MAX): boolean {
  const limit = (max + 1) * DEPTH_UNIT
  let state = 0
  // One loop per kind of input: a loop reading both ran several times slower.
  if (typeof text === 'string') {
    for (let i = 0; i < text.length && state < limit; i += 1) state = step(state, text.charCodeAt(i))
  } else {
    for (let i = 0; i < text.length && state < limit; i += 1) state = step(state, text[i] as number)
  }
  return state >= limit
}

/** The scan's state in one small integer: depth × DEPTH_UNIT, plus IN_STRING, plus ESCAPED (after a backslash in a string). */
const IN_STRING = 1
const ESCAPED = 2
const DEPTH_UNIT = 4

function step(state: number, code: number): number {
  if (state & IN_STRING) {
    if (state & ESCAPED) return state - ESCAPED
    if (code === BACKSLASH) return state + ESCAPED
    return code === QUOTE ? state - IN_STRING : state
  }
  if (code === QUOTE) return state + IN_STRING
  if (code === OPEN_ARRAY || code === OPEN_OBJECT) return state + DEPTH_UNIT
  // Below zero only in malformed text, which JSON.parse refuses anyway.
  if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) return Math.max(0, state - DEPTH_UNIT)
  return state
}
