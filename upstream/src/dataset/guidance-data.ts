import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONSULT_TOPICS, PROGRAMME_KEYS, type ProgrammeKey } from '@gaokao/contracts'
import Type, { type Static, type TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { DATA_DIR } from './load.js'

/**
 * Authored content read from memory rather than the database: the sample
 * experts (data/experts/experts.json) and the programme pages
 * (data/programmes/<key>.json). They are not part of the dataset
 * fingerprint, so editing them needs no reseed, only a restart. Each file is
 * validated when the module that serves it starts; a bad file names itself.
 */

const strict = { additionalProperties: false } as const
const text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength })

export const ExpertEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String({
      minLength: 4,
      maxLength: 30,
      pattern: '（示例）$',
      description: 'a generic title, never a name',
    }),
    focus: text(4, 40),
    specialties: Type.Array(text(2, 16), { minItems: 1, maxItems: 6 }),
    topics: Type.Array(Type.Enum([...CONSULT_TOPICS]), { minItems: 1, uniqueItems: true }),
    intro: text(30, 200),
  },
  strict,
)
export type ExpertEntry = Static<typeof ExpertEntry>

const SITE_PATH = '^/[A-Za-z/]*$'

export const ProgrammeEntry = Type.Object(
  {
    key: Type.Enum([...PROGRAMME_KEYS]),
    path: Type.String({ pattern: SITE_PATH }),
    title: text(2, 20),
    subtitle: text(4, 60),
    summary: text(30, 300),
    audience: Type.Array(text(4, 80), { minItems: 1, maxItems: 8 }),
    sections: Type.Array(
      Type.Object(
        {
          heading: text(2, 30),
          paragraphs: Type.Array(text(10, 400), { minItems: 1, maxItems: 6 }),
          points: Type.Array(text(2, 120), { maxItems: 10 }),
        },
        strict,
      ),
      { minItems: 2, maxItems: 10 },
    ),
    steps: Type.Array(Type.Object({ title: text(2, 30), text: text(6, 200) }, strict), { maxItems: 10 }),
    faq: Type.Array(Type.Object({ question: text(4, 80), answer: text(10, 300) }, strict), { maxItems: 10 }),
    articles: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 8, uniqueItems: true }),
    tools: Type.Array(
      Type.Object({ path: Type.String({ pattern: SITE_PATH }), title: text(2, 20), text: text(4, 80) }, strict),
      { maxItems: 8 },
    ),
    industries: Type.Optional(Type.Array(text(2, 20), { maxItems: 10, uniqueItems: true })),
    source: text(2, 30),
    updated: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  strict,
)
export type ProgrammeEntry = Static<typeof ProgrammeEntry>

function read<S extends TSchema>(relative: string, schema: S, dataDir: string): Static<S> {
  const value: unknown = JSON.parse(readFileSync(join(dataDir, relative), 'utf8'))
  const validator = Compile(schema)
  if (!validator.Check(value)) {
    const problems = validator
      .Errors(value)
      .slice(0, 5)
      .map((e) => `${relative}${e.instancePath}: ${e.message}`)
    throw new Error(`upstream/data has problems:\n${problems.join('\n')}`)
  }
  return value as Static<S>
}

export function loadExperts(dataDir = DATA_DIR): readonly ExpertEntry[] {
  const experts = read('experts/experts.json', Type.Array(ExpertEntry, { minItems: 1 }), dataDir)
  const ids = new Set(experts.map((e) => e.id))
  if (ids.size !== experts.length) throw new Error('upstream/data/experts/experts.json: duplicate expert id')
  return experts
}

export function loadProgrammes(dataDir = DATA_DIR): ReadonlyMap<ProgrammeKey, ProgrammeEntry> {
  const map = new Map<ProgrammeKey, ProgrammeEntry>()
  for (const key of PROGRAMME_KEYS) {
    const entry = read(`programmes/${key}.json`, ProgrammeEntry, dataDir)
    if (entry.key !== key) throw new Error(`upstream/data/programmes/${key}.json: key is ${entry.key}`)
    map.set(key, entry)
  }
  return map
}
