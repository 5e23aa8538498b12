import Type, { type Static, type TSchema } from 'typebox'
import { GAOKAO_PROVINCES } from '../reference/gaokao-provinces.js'

/**
 * The shapes of the published files in upstream/data/real (docs/real-data.md):
 * compact JSON, `columns` naming the fields of each row. The loader refuses a
 * file that does not match, naming the file, the row and the field, so a
 * refresh that changes a format stops at the first load instead of reaching a
 * student.
 */

const strict = { additionalProperties: false } as const
const text = Type.String({ minLength: 1 })
const url = Type.String({ pattern: '^https?://\\S+$' })
const province = Type.Enum(GAOKAO_PROVINCES.map((p) => p.name))
const year = Type.Integer({ minimum: 2000, maximum: 2100 })
/** Scores run up to 750 (上海 660); the bound only catches garbage. */
const score = Type.Integer({ minimum: 0, maximum: 900 })
/** 学校标识码: ten digits (4111010001 北京大学). */
const moeCode = Type.String({ pattern: '^\\d{10}$' })
/** The `columns` header, exactly as the loader reads the rows. */
const header = (names: readonly string[]) => Type.Tuple(names.map((n) => Type.Literal(n)))
/** A row's `sourceUrl`: an index into the file's `sourceUrls` (range checked by the loader). */
const sourceIndex = Type.Integer({ minimum: 0 })

export const TRACK_NAMES = ['物理类', '历史类', '综合'] as const
const track = Type.Enum([...TRACK_NAMES])
/** Something per track: a rank table names only the tracks it has. */
const perTrack = <T extends TSchema>(value: T) =>
  Type.Object(Object.fromEntries(TRACK_NAMES.map((t) => [t, Type.Optional(value)])), strict)

export const Manifest = Type.Object(
  {
    from: Type.String({ pattern: '^[\\w.-]+/[\\w.-]+@[0-9a-f]{40} ' }),
    files: Type.Array(
      Type.Object(
        { file: Type.String({ pattern: '^[^/.][^.]*\\.json$' }), rows: Type.Integer({ minimum: 1 }), what: text },
        strict,
      ),
      { minItems: 1 },
    ),
  },
  strict,
)

export const INSTITUTION_COLUMNS = [
  'moeCode',
  'name',
  'province',
  'city',
  'level',
  'type',
  'nature',
  'affiliation',
  'website',
  'admissionSite',
] as const
export const InstitutionsFile = Type.Object(
  {
    source: Type.Array(
      Type.Object({ name: text, url, fetchedAt: text, recordCount: Type.Integer({ minimum: 0 }) }, strict),
      { minItems: 1 },
    ),
    columns: header(INSTITUTION_COLUMNS),
    rows: Type.Array(
      Type.Tuple([
        moeCode,
        text,
        province,
        text,
        Type.Enum(['本科', '专科']),
        text,
        // 'joint' is the source's word for 中外合作办学 (上海纽约大学, 西交利物浦大学, ...).
        Type.Enum(['公办', '民办', 'joint']),
        text,
        // Website and admission site: "" when unknown, a URL, or a page title with the URL in it.
        Type.String(),
        Type.String(),
      ]),
    ),
  },
  strict,
)

export const MAJOR_COLUMNS = ['code', 'name', 'category', 'subCategory'] as const
export const MajorsFile = Type.Object(
  {
    source: Type.Array(url, { minItems: 1 }),
    columns: header(MAJOR_COLUMNS),
    rows: Type.Array(Type.Tuple([Type.String({ pattern: '^\\d{6}(T|K|TK)?$' }), text, text, text])),
  },
  strict,
)

export const RANK_COLUMNS = ['score', 'count', 'cumulative'] as const
export const RankTableFile = Type.Object(
  {
    province,
    year,
    columns: header(RANK_COLUMNS),
    sourceUrl: perTrack(url),
    categories: perTrack(
      Type.Array(Type.Tuple([score, Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]), { minItems: 2 }),
    ),
  },
  strict,
)

export const ADMISSION_COLUMNS = [
  'moeCode',
  'collegeName',
  'group',
  'groupName',
  'track',
  'batch',
  'minScore',
  'minRank',
  'sourceUrl',
] as const
export const AdmissionsFile = Type.Object(
  {
    province,
    year,
    columns: header(ADMISSION_COLUMNS),
    sourceUrls: Type.Array(url, { minItems: 1 }),
    rows: Type.Array(
      Type.Tuple([
        moeCode,
        text,
        // 湖北 prints some groups only inside the name (湖南理工学院南湖学院第 02组): the code is empty there.
        Type.String(),
        text,
        track,
        Type.Enum(['本科提前批', '本科批', '专科提前批', '专科批']),
        score,
        Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
        sourceIndex,
      ]),
    ),
  },
  strict,
)

export const REQUIREMENT_TYPES = ['none', 'one_required', 'two_required', 'three_required'] as const
export const SUBJECT_REQUIREMENT_COLUMNS = [
  'moeCode',
  'collegeName',
  'group',
  'groupName',
  'majors',
  'requirement',
  'requirementType',
  'requiredSubjects',
  'sourceUrl',
] as const
export const SubjectRequirementsFile = Type.Object(
  {
    province,
    year,
    columns: header(SUBJECT_REQUIREMENT_COLUMNS),
    sourceUrls: Type.Array(url, { minItems: 1 }),
    rows: Type.Array(
      Type.Tuple([
        // Ten digits, or the province's own five-digit code where the source could not match the
        // school to the MOE list (campuses, military academies): docs/real-data.md.
        Type.String({ pattern: '^(\\d{5}|\\d{10})$' }),
        text,
        text,
        text,
        text,
        text,
        Type.Enum([...REQUIREMENT_TYPES]),
        Type.String({ pattern: '^((物理|化学|生物|历史|地理|思想政治)(/(物理|化学|生物|历史|地理|思想政治))*)?$' }),
        sourceIndex,
      ]),
    ),
  },
  strict,
)

export type Manifest = Static<typeof Manifest>
export type InstitutionsFile = Static<typeof InstitutionsFile>
export type MajorsFile = Static<typeof MajorsFile>
export type RankTableFile = Static<typeof RankTableFile>
export type AdmissionsFile = Static<typeof AdmissionsFile>
export type SubjectRequirementsFile = Static<typeof SubjectRequirementsFile>
