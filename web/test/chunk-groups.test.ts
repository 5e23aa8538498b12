import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureChunkName, isCommonModule } from '../build/chunk-groups'

const SRC = join(import.meta.dirname, '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code in the `common` chunk: every page downloads it, and with it whatever it imports statically. */
const commonFiles = ['components', 'lib'].flatMap((dir) => sourceFiles(join(SRC, dir))).filter(isCommonModule)

/** Semi's parts that the entry loads anyway (the `semi` chunk), so common code may import them for free. */
const SEMI_IN_THE_ENTRY = new Set(['Button', 'Spin'])

describe('chunk groups', () => {
  it('puts shared components, hooks, rules and texts in common, but not endpoint contracts', () => {
    expect(isCommonModule('/w/web/src/components/data/QueryState.tsx')).toBe(true)
    expect(isCommonModule('/w/web/src/lib/use-near-viewport.ts')).toBe(true)
    expect(isCommonModule('/w/contracts/src/rules/score.ts')).toBe(true)
    expect(isCommonModule('/w/contracts/src/api/planning.ts')).toBe(false)
    // The parts of a split endpoint module go together, as the one module did (build/chunk-groups.ts ENDPOINT_PARTS).
    expect(isCommonModule('/w/contracts/src/api/planning/my-wishes.ts')).toBe(true)
    expect(isCommonModule('/w/contracts/src/api/college/trends.ts')).toBe(true)
    expect(isCommonModule('/w/web/src/features/college/components/SchoolTags.tsx')).toBe(false)
  })

  it("keeps a feature's contracts texts and rules out of common, with that feature's modules", () => {
    expect(isCommonModule('/w/contracts/src/texts-expert.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/texts-expert.ts')).toBe('feature-expert')
    expect(isCommonModule('/w/contracts/src/rules/money.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/rules/money.ts')).toBe('feature-membership')
    // Planning's modules are left to Rolldown's own splitting, but its texts (no Semi in them) travel in one chunk,
    // not one per set of planning pages.
    expect(isCommonModule('/w/contracts/src/texts-wish-codes.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/texts-wish-codes.ts')).toBe('feature-planning')
    // The student form's labels: only the account's lazy dialogs and personal page use them.
    expect(isCommonModule('/w/contracts/src/texts-student.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/texts-student.ts')).toBe('feature-account')
    expect(featureChunkName('/w/web/src/features/planning/components/ChoicePage.tsx')).toBeUndefined()
  })

  it('keeps the planning and conversion texts, which route definitions reach, out of the first load', () => {
    expect(isCommonModule('/w/contracts/src/texts-planning.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/texts-planning.ts')).toBe('feature-planning')
    expect(isCommonModule('/w/contracts/src/texts-admission.ts')).toBe(false)
    expect(isCommonModule('/w/contracts/src/texts-conversion.ts')).toBe(false)
    expect(featureChunkName('/w/contracts/src/texts-conversion.ts')).toBe('feature-conversion')
    // Its endpoints go with it: features/conversion's modules call them and their schemas read the texts, so in two
    // chunks each imported the other, and /mockConvert's schemas ran before the texts were defined.
    expect(featureChunkName('/w/contracts/src/api/conversion.ts')).toBe('feature-conversion')
    expect(isCommonModule('/w/contracts/src/api/conversion.ts')).toBe(false)
    expect(isCommonModule('/w/contracts/src/major-categories.ts')).toBe(true)
    expect(isCommonModule('/w/contracts/src/mock-scopes.ts')).toBe(true)
    expect(isCommonModule('/w/contracts/src/rules/calendar.ts')).toBe(true)
    expect(featureChunkName('/w/contracts/src/rules/calendar.ts')).toBeUndefined()
  })

  it('keeps what loads on first use, and what brings Semi forms, out of common', () => {
    expect(isCommonModule('/w/web/src/components/data/NoteTooltip.tsx')).toBe(false)
    expect(isCommonModule('/w/web/src/components/charts/echarts.ts')).toBe(false)
    expect(isCommonModule('/w/web/src/components/form/LengthCount.tsx')).toBe(false)
  })

  it('names a chunk per feature, planning excepted', () => {
    expect(featureChunkName('/w/web/src/features/membership/components/MemberLock.tsx')).toBe('feature-membership')
    expect(featureChunkName('/w/web/src/features/planning/components/ChanceDetails.tsx')).toBeUndefined()
    expect(featureChunkName('/w/web/src/components/data/Pager.tsx')).toBeUndefined()
  })

  it('sends the shared member lock, gate and offers with membership, and reference data in a chunk of its own', () => {
    expect(isCommonModule('/w/web/src/components/member/MemberLock.tsx')).toBe(false)
    expect(featureChunkName('/w/web/src/components/member/MemberLock.tsx')).toBe('feature-membership')
    expect(featureChunkName('/w/web/src/api/member/products.ts')).toBe('feature-membership')
    expect(isCommonModule('/w/web/src/lib/member-gate.ts')).toBe(false)
    expect(featureChunkName('/w/web/src/lib/member-gate.ts')).toBe('feature-membership')
    expect(featureChunkName('/w/web/src/api/reference/regions.ts')).toBe('feature-reference')
    expect(isCommonModule('/w/web/src/lib/gate.ts')).toBe(true)
  })

  // The guards below fail when a change to web/src would make every page download more than it uses.
  it('has no module in common that another loads with import()', () => {
    const onDemand = commonFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) =>
        join(file, '..', match[1] as string),
      ),
    )
    const grouped = onDemand.filter((target) => commonFiles.some((file) => file.replace(/\.tsx?$/, '') === target))
    expect(grouped.map((file) => relative(SRC, file))).toEqual([])
  })

  it('has no module in common that imports Semi beyond what the entry loads', () => {
    const heavy = commonFiles.filter((file) => {
      const imports = [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@douyinfe\/semi-ui'/g)]
      const names = imports.flatMap((match) => (match[1] as string).split(',').map((name) => name.trim()))
      return names.some((name) => name && !name.startsWith('type ') && !SEMI_IN_THE_ENTRY.has(name))
    })
    expect(heavy.map((file) => relative(SRC, file))).toEqual([])
  })
})
