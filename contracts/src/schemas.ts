import type { TLiteral, TSchema, TSchemaOptions, TUnion } from 'typebox/type'
import * as Type from 'typebox/type'
import { PHONE_PATTERN } from './rules/phone.js'
import { SCORE_MAX, SCORE_MIN } from './rules/score.js'
import { VALIDATION_TEXT } from './texts.js'

/**
 * Field schemas reused by many calls. `errorMessage` is the Chinese text the
 * upstream answers with when the field fails validation.
 */
export const Phone = Type.String({ pattern: PHONE_PATTERN, errorMessage: VALIDATION_TEXT.phoneInvalid })
export const Score = Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX, errorMessage: VALIDATION_TEXT.scoreRange })
export const ProvinceName = Type.String({ minLength: 1, maxLength: 16, errorMessage: VALIDATION_TEXT.provinceRequired })
export const ExamModeSchema = Type.Union([Type.Literal('3+3'), Type.Literal('3+1+2')])
export const EmptyBody = Type.Object({})

/**
 * The largest id a body may carry: SQLite's rowids go to 2^63, but a
 * JavaScript number holds integers exactly only up to 2^53, past which the
 * id read would not be the id sent.
 */
export const ID_MAX = Number.MAX_SAFE_INTEGER
/** A rank (位次) is at most the candidates of one province and track: about 1.3 million in 河南. */
export const RANK_MAX = 10_000_000

/** Page size limits for every paged list: small enough to answer fast, large enough for a table. */
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 50
/** Far past the last page of any list, and small enough that the row offset stays a safe SQLite integer. */
export const PAGE_NUM_MAX = 100_000

/** The paging fields of a list call's body: pages count from 1. */
export const PageQuery = {
  pageNum: Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1, title: '页码' }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT, title: '每页条数' }),
}

/** A page of a list: the items, the total across all pages, and where this page sits. */
export function Paged<Item extends TSchema>(item: Item) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  })
}

/**
 * A generated figure carries the year it belongs to and whether it is sample
 * data, so every screen can say 示例数据 · 2025年 beside it.
 */
export const FigureSource = Type.Object({
  year: Type.Integer(),
  demo: Type.Boolean(),
})

type LiteralsOf<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> }

/**
 * A union of the string literals of one `as const` list (the tracks, the school tags), so the list stays the
 * one place its members are written. Typed member by member: a union of TLiteral<'a' | 'b'> would read as never.
 */
export function literalUnion<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<LiteralsOf<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<LiteralsOf<T>>
}
