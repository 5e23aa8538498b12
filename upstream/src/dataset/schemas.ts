import { DICTIONARIES } from '@gaokao/contracts'
import Type, { type Static, type TSchema } from 'typebox'
import { GAOKAO_PROVINCES } from './reference/gaokao-provinces.js'

/**
 * The shapes of the authored files in upstream/data (data/README.md). The
 * seed refuses to start on a file that does not match, naming the entry and
 * the field, so a typo never reaches the site.
 */

const oneOf = (values: readonly string[]) => Type.Enum([...values])
const names = (entries: readonly { code: string }[]) => entries.map((e) => e.code)
const text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength })
const list = <T extends TSchema>(item: T, minItems: number, maxItems: number) =>
  Type.Array(item, { minItems, maxItems })
const strict = { additionalProperties: false } as const

export const Level = Type.Enum(['本科', '专科'])

/** Colleges without a known 学校标识码 carry an explicit id in this range (ids.ts). */
export const EXPLICIT_COLLEGE_ID_MIN = 90_001
export const EXPLICIT_COLLEGE_ID_MAX = 99_999

export const College = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: EXPLICIT_COLLEGE_ID_MIN, maximum: EXPLICIT_COLLEGE_ID_MAX })),
    code: Type.String({ pattern: '^(\\d{10})?$', description: '学校标识码, or "" when not known for certain' }),
    name: text(2, 40),
    province: oneOf(GAOKAO_PROVINCES.map((p) => p.name)),
    city: text(2, 20),
    level: Level,
    type: oneOf(names(DICTIONARIES.schoolType)),
    nature: oneOf(names(DICTIONARIES.schoolNature)),
    authority: text(2, 20),
    tags: Type.Array(oneOf(names(DICTIONARIES.schoolTag)), { uniqueItems: true }),
    founded: Type.Integer({ minimum: 1600, maximum: 2030 }),
    website: Type.String({ pattern: '^(https://\\S+)?$' }),
    intro: text(60, 160),
  },
  strict,
)

export const Major = Type.Object(
  {
    code: Type.String({ pattern: '^\\d{6}(T|K|TK)?$' }),
    name: text(2, 30),
    category: text(2, 20),
    className: text(2, 30),
    classCode: Type.String({ pattern: '^\\d{4}$' }),
    degree: Type.String({ pattern: '^(.{1,4}学学士)?$' }),
    duration: Type.Integer({ minimum: 2, maximum: 5 }),
    intro: text(60, 160),
    courses: list(text(2, 30), 4, 8),
    careers: list(text(2, 30), 3, 6),
  },
  strict,
)

export const Job = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: text(2, 30),
    industry: text(2, 20),
    description: text(60, 160),
    majors: list(text(2, 30), 1, 8),
    salary: Type.Object({ min: Type.Integer({ minimum: 1000 }), max: Type.Integer({ minimum: 1000 }) }, strict),
    outlook: text(30, 100),
  },
  strict,
)

const Scores = Type.Record(Type.String({ pattern: '^[A-Z]$' }), Type.Integer({ minimum: 0, maximum: 5 }))

export const Question = Type.Object(
  {
    text: text(4, 120),
    options: list(Type.Object({ label: text(1, 60), scores: Scores }, strict), 2, 6),
  },
  strict,
)

const Dimension = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]$' }),
    name: text(2, 20),
    summary: text(20, 400),
    traits: list(text(2, 30), 1, 12),
    careers: Type.Optional(list(text(2, 30), 1, 20)),
    majors: Type.Optional(list(text(2, 30), 1, 20)),
  },
  strict,
)

const PersonalityType = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]{4}$' }),
    name: text(2, 20),
    summary: text(20, 400),
    careers: list(text(2, 30), 1, 20),
    majors: list(text(2, 30), 1, 20),
  },
  strict,
)

export const Assessment = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    key: Type.String({ pattern: '^[a-z]+$' }),
    name: text(2, 40),
    intro: text(20, 400),
    minutes: Type.Integer({ minimum: 1, maximum: 120 }),
    dimensions: list(Dimension, 2, 16),
    questions: list(Question, 10, 200),
    types: Type.Optional(list(PersonalityType, 1, 16)),
  },
  strict,
)

export const Article = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    kind: Type.Enum(['news', 'notice']),
    title: text(4, 60),
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    source: text(2, 30),
    summary: text(20, 200),
    body: Type.String({ minLength: 20 }),
  },
  strict,
)

export type College = Static<typeof College>
export type Major = Static<typeof Major>
export type Job = Static<typeof Job>
export type Assessment = Static<typeof Assessment>
export type Article = Static<typeof Article>
