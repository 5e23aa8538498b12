import {
  ADMISSION_TYPES,
  type AdmissionType,
  BANDS,
  type Band,
  type ChoiceFilters,
  COLOUR_VISIONS,
  COMMON_TEXT,
  type ColourVision,
  DICTIONARIES,
  type FillPreferences,
  type FillSplit,
  MAJOR_CATEGORIES,
  PLANNING_BATCHES,
  type PlanningBatch,
} from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/**
 * The planner's filters as URL search params (/choice, /auxiliaryFill/fillInfo),
 * short keys, bad values dropped, so a link reproduces the view.
 */
export interface FilterSearch {
  batch?: PlanningBatch
  keyword?: string
  provinces?: string[]
  /** Cities of the chosen provinces; each narrows only its own province. */
  cities?: string[]
  level?: '本科' | '专科'
  types?: string[]
  natures?: string[]
  tags?: string[]
  categories?: string[]
  tuitionMax?: number
  colour?: ColourVision
  /** Eyesight on the five-point scale (4.0-5.3). */
  vf?: number
  /** Eyesight on the decimal scale (0.8-1.5). */
  vd?: number
  /** '0': does not accept adjustment. */
  adjust?: '0' | '1'
  priority?: 1 | 2 | 3
  /** Special admission types to show apart from the bands (docs/admission-types.md); none by default. */
  adm?: AdmissionType[]
}

/** The tab of the special admission types, beside 冲/稳/保. */
export const SPECIAL_TAB = 'special'

export interface ChoiceSearch extends FilterSearch {
  view?: 'school' | 'major'
  band?: Band | typeof SPECIAL_TAB
  page?: number
  sort?: 'fit' | 'chance' | 'preference' | 'rank'
  wishId?: number
}

const codes = (type: keyof typeof DICTIONARIES) => DICTIONARIES[type].map((d) => d.code)
const ALL_CATEGORIES: readonly string[] = [...MAJOR_CATEGORIES.本科, ...MAJOR_CATEGORIES.专科]
const PROVINCE_NAME = /^[\u4e00-\u9fff]{2,3}$/
const CITY_NAME = /^[\u4e00-\u9fff]{2,16}$/

function list(value: unknown, allowed: (v: string) => boolean, max: number): string[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? value.split(',') : []
  const out = [...new Set(raw.filter((v): v is string => typeof v === 'string' && allowed(v)))].slice(0, max)
  return out.length > 0 ? out : undefined
}

function tenths(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n) || value === '' || value === null) return undefined
  const rounded = Math.round(n * 10) / 10
  return rounded >= min && rounded <= max ? rounded : undefined
}

export function validateFilterSearch(search: Record<string, unknown>): FilterSearch {
  const out: FilterSearch = {}
  const batch = oneOf(search.batch, PLANNING_BATCHES)
  if (batch) out.batch = batch
  const keyword = optionalString(search.keyword, 30)
  if (keyword) out.keyword = keyword
  const provinces = list(search.provinces, (v) => PROVINCE_NAME.test(v), 31)
  if (provinces) out.provinces = provinces
  // A city belongs to a chosen province: without one it means nothing.
  const cities = provinces && list(search.cities, (v) => CITY_NAME.test(v), 30)
  if (cities) out.cities = cities
  const level = oneOf(search.level, [COMMON_TEXT.undergraduate, COMMON_TEXT.vocational] as const)
  if (level) out.level = level
  const types = list(search.types, (v) => codes('schoolType').includes(v), 12)
  if (types) out.types = types
  const natures = list(search.natures, (v) => codes('schoolNature').includes(v), 3)
  if (natures) out.natures = natures
  const tags = list(search.tags, (v) => codes('schoolTag').includes(v), 6)
  if (tags) out.tags = tags
  const categories = list(search.categories, (v) => ALL_CATEGORIES.includes(v), 32)
  if (categories) out.categories = categories
  const tuition = positiveInt(search.tuitionMax, 0, 500_000)
  if (tuition > 0) out.tuitionMax = tuition
  const colour = oneOf(search.colour, COLOUR_VISIONS)
  if (colour) out.colour = colour
  const vf = tenths(search.vf, 4.0, 5.3)
  if (vf !== undefined) out.vf = vf
  const vd = tenths(search.vd, 0.8, 1.5)
  if (vd !== undefined) out.vd = vd
  const adjust = oneOf(String(search.adjust ?? ''), ['0', '1'] as const)
  if (adjust) out.adjust = adjust
  const priority = Number(search.priority)
  if (priority === 1 || priority === 2 || priority === 3) out.priority = priority
  const adm = list(search.adm, (v) => ADMISSION_TYPES.some((t) => t === v), ADMISSION_TYPES.length)
  if (adm) out.adm = adm as AdmissionType[]
  return out
}

export function validateChoiceSearch(search: Record<string, unknown>): ChoiceSearch {
  const out: ChoiceSearch = validateFilterSearch(search)
  const view = oneOf(search.view, ['school', 'major'] as const)
  if (view) out.view = view
  const band = oneOf(search.band, [...BANDS, SPECIAL_TAB] as const)
  if (band) out.band = band
  const page = positiveInt(search.page, 1, 1000)
  if (page > 1) out.page = page
  const sort = oneOf(search.sort, ['fit', 'chance', 'preference', 'rank'] as const)
  if (sort) out.sort = sort
  const wishId = positiveInt(search.wishId, 0)
  if (wishId > 0) out.wishId = wishId
  return out
}

/** The filters as the planning calls take them. */
export function filtersOf(search: FilterSearch): ChoiceFilters {
  const f: ChoiceFilters = {}
  if (search.batch) f.batch = search.batch
  if (search.keyword) f.keyword = search.keyword
  if (search.provinces) f.schoolProvinces = search.provinces
  if (search.cities) f.cities = search.cities
  if (search.level) f.level = search.level
  if (search.types) f.types = search.types
  if (search.natures) f.natures = search.natures
  if (search.tags) f.tags = search.tags as ChoiceFilters['tags']
  if (search.categories) f.majorCategories = search.categories
  if (search.tuitionMax) f.tuitionMax = search.tuitionMax
  if (search.colour) f.colourVision = search.colour
  if (search.vf !== undefined) f.visionFivePoint = search.vf
  if (search.vd !== undefined) f.visionDecimal = search.vd
  if (search.adjust) f.acceptAdjust = search.adjust === '1'
  if (search.priority) f.priority = search.priority
  if (search.adm) f.admissionTypes = search.adm
  return f
}

/** Back from saved preferences (a one-click plan) to the form's search. */
export function searchOfPreferences(p: FillPreferences): FilterSearch & { split?: FillSplit } {
  const out: FilterSearch & { split?: FillSplit } = {}
  if (p.batch) out.batch = p.batch
  if (p.keyword) out.keyword = p.keyword
  if (p.schoolProvinces) out.provinces = [...p.schoolProvinces]
  if (p.cities) out.cities = [...p.cities]
  if (p.level) out.level = p.level
  if (p.types) out.types = [...p.types]
  if (p.natures) out.natures = [...p.natures]
  if (p.tags) out.tags = [...p.tags]
  if (p.majorCategories) out.categories = [...p.majorCategories]
  if (p.tuitionMax) out.tuitionMax = p.tuitionMax
  if (p.colourVision) out.colour = p.colourVision
  if (p.visionFivePoint !== undefined) out.vf = p.visionFivePoint
  if (p.visionDecimal !== undefined) out.vd = p.visionDecimal
  if (p.acceptAdjust !== undefined) out.adjust = p.acceptAdjust ? '1' : '0'
  if (p.priority) out.priority = p.priority
  if (p.split) out.split = { ...p.split }
  if (p.admissionTypes) out.adm = [...p.admissionTypes]
  return out
}

/** How many filters narrow the options (batch and priority only choose, they do not narrow). */
export function countFilters(search: FilterSearch): number {
  return Object.keys(filtersOf(search)).filter((k) => k !== 'batch' && k !== 'priority').length
}

export function hasFilters(search: FilterSearch): boolean {
  return countFilters(search) > 0
}
