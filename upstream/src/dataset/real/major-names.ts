import { halfWidthBrackets } from './names.js'

/**
 * Printed major names (江苏's 选科要求 lists a group's majors as its
 * publisher wrote them) read as majors of the site's catalogue. The rules,
 * and why a 专业类 never stands for its whole class, are in docs/real-data.md
 * ("Majors of schools").
 */

/** What the matcher needs of a catalogue major (MajorEntry has it). */
export interface CatalogueMajorLike {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly classCode: string
  readonly className: string
}

/**
 * How a printed name was read: its own name (`exact`), its name without the
 * bracketed note (`stripped`: 英语(世界文学与文化实验班)), the majors a bracket
 * lists (`listed`: 计算机类(含计算机科学与技术、软件工程)), or a 专业类 named
 * without a list, read as the class's first major by code (`class-core`:
 * 计算机类 → 计算机科学与技术); `unmatched` when none applies.
 */
export type NameMatchKind = 'exact' | 'stripped' | 'listed' | 'class-core' | 'unmatched'

export interface NameMatch {
  readonly kind: NameMatchKind
  readonly majorIds: readonly number[]
  /** The name without its notes: what an unmatched name is reported as. */
  readonly base: string
}

/** Full-width brackets and commas as half-width, so one set of rules reads both. */
export function normalisePrinted(text: string): string {
  return halfWidthBrackets(text).replace(/，/g, ',').trim()
}

/** Splits at 、 and commas outside brackets: 计算机类(含计算机科学与技术、软件工程)、英语 is two names. */
export function splitPrinted(text: string): string[] {
  const names: string[] = []
  let depth = 0
  let current = ''
  for (const ch of normalisePrinted(text)) {
    if (ch === '(') depth++
    if (ch === ')') depth = Math.max(0, depth - 1)
    if (depth === 0 && (ch === '、' || ch === ',')) {
      names.push(current)
      current = ''
    } else current += ch
  }
  names.push(current)
  return names.map((n) => n.trim()).filter((n) => n !== '')
}

/** The name without bracketed notes; the source cut some names short inside a bracket (核工程类(等离子体物), so an unclosed one ends the name. */
export function stripNotes(name: string): string {
  let text = name
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = text.replace(/\([^()]*\)/g, '')
  }
  return text.replace(/\(.*$/, '').trim()
}

/** The names a bracket lists: 含计算机科学与技术、软件工程等 → the two. */
function listedNames(name: string): string[] {
  const inside = /\((.*)\)/.exec(name)?.[1]
  if (inside === undefined) return []
  return splitPrinted(inside.replace(/^(含|包含|包括|内含)/, '')).map((n) =>
    n.replace(/(等专业|等)$/, '').replace(/[/／]/g, ''),
  )
}

export type NameMatcher = (printed: string) => NameMatch

/** A matcher over one catalogue (the site's 本科 majors). */
export function nameMatcher(catalogue: readonly CatalogueMajorLike[]): NameMatcher {
  const byName = new Map(catalogue.map((m) => [m.name, m]))
  const coreOfClass = new Map<string, CatalogueMajorLike>()
  for (const major of [...catalogue].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!coreOfClass.has(major.className)) coreOfClass.set(major.className, major)
  }
  const single = (name: string) => byName.get(name) ?? byName.get(stripNotes(name))

  return (printed) => {
    const name = normalisePrinted(printed)
    const base = stripNotes(name)
    const exact = byName.get(name)
    if (exact) return { kind: 'exact', majorIds: [exact.id], base }
    const stripped = byName.get(base)
    if (stripped) return { kind: 'stripped', majorIds: [stripped.id], base }
    const listed = [...new Set(listedNames(name).flatMap((n) => single(n)?.id ?? []))]
    if (listed.length > 0) return { kind: 'listed', majorIds: listed, base }
    const core = coreOfClass.get(base)
    if (core) return { kind: 'class-core', majorIds: [core.id], base }
    return { kind: 'unmatched', majorIds: [], base }
  }
}
