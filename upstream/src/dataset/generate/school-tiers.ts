import type { CollegeEntry } from '../load.js'

/**
 * Schools fall into tiers by their tags, level and nature; a tier fixes how
 * selective a school is, how widely it recruits and how many majors it runs.
 * Strength order: C9 > 985 > 211 > 双一流 > 公办本科 (保研 first) > 民办本科 > 专科.
 */
export type Tier =
  | 'C9'
  | '985'
  | '211'
  | '双一流'
  | '保研本科'
  | '公办本科'
  | '中外合作'
  | '民办本科'
  | '双高专科'
  | '公办专科'
  | '民办专科'

type Range = readonly [min: number, max: number]

export interface TierModel {
  /**
   * Selectivity: the share of the pool a school's least wanted major reaches
   * down to, drawn log-uniformly. For 本科 tiers the pool is the candidates
   * at or above the 本科 line; for 专科 tiers, those between the 本科 and
   * 专科 lines. 0.01 = the school admits from the pool's best 1%.
   */
  readonly selectivity: Range
  /** Provinces a school recruits in, its own included. */
  readonly provinces: Range
  /** Majors offered outside its own province (all of them at home). */
  readonly majorsAway: Range
  /** Majors it runs. */
  readonly majorsOffered: Range
  /** Places per major and track in its own province, and the most per major elsewhere in a 500k province. */
  readonly placesHome: Range
  readonly placesAway: number
}

export const TIERS: Readonly<Record<Tier, TierModel>> = {
  C9: {
    selectivity: [0.0006, 0.003],
    provinces: [31, 31],
    majorsAway: [10, 16],
    majorsOffered: [80, 100],
    placesHome: [10, 25],
    placesAway: 8,
  },
  '985': {
    selectivity: [0.004, 0.04],
    provinces: [31, 31],
    majorsAway: [8, 14],
    majorsOffered: [70, 95],
    placesHome: [10, 30],
    placesAway: 8,
  },
  '211': {
    selectivity: [0.03, 0.15],
    provinces: [28, 31],
    majorsAway: [6, 10],
    majorsOffered: [55, 80],
    placesHome: [15, 40],
    placesAway: 6,
  },
  双一流: {
    selectivity: [0.05, 0.2],
    provinces: [18, 31],
    majorsAway: [5, 9],
    majorsOffered: [40, 65],
    placesHome: [20, 50],
    placesAway: 5,
  },
  保研本科: {
    selectivity: [0.12, 0.45],
    provinces: [10, 25],
    majorsAway: [3, 7],
    majorsOffered: [35, 60],
    placesHome: [30, 80],
    placesAway: 4,
  },
  公办本科: {
    selectivity: [0.3, 0.9],
    provinces: [4, 14],
    majorsAway: [2, 6],
    majorsOffered: [30, 55],
    placesHome: [30, 90],
    placesAway: 4,
  },
  中外合作: {
    selectivity: [0.08, 0.5],
    provinces: [8, 25],
    majorsAway: [3, 6],
    majorsOffered: [10, 25],
    placesHome: [20, 60],
    placesAway: 5,
  },
  民办本科: {
    selectivity: [0.75, 1],
    provinces: [3, 10],
    majorsAway: [2, 5],
    majorsOffered: [20, 35],
    placesHome: [40, 100],
    placesAway: 4,
  },
  双高专科: {
    selectivity: [0.05, 0.35],
    provinces: [3, 10],
    majorsAway: [3, 6],
    majorsOffered: [20, 35],
    placesHome: [30, 80],
    placesAway: 4,
  },
  公办专科: {
    selectivity: [0.2, 0.7],
    provinces: [1, 5],
    majorsAway: [3, 6],
    majorsOffered: [15, 30],
    placesHome: [30, 80],
    placesAway: 4,
  },
  民办专科: {
    selectivity: [0.5, 0.95],
    provinces: [1, 4],
    majorsAway: [3, 5],
    majorsOffered: [12, 25],
    placesHome: [30, 80],
    placesAway: 3,
  },
}

/** The C9 League: the nine schools at the very top of every table. */
const C9 = new Set([
  '北京大学',
  '清华大学',
  '复旦大学',
  '上海交通大学',
  '浙江大学',
  '南京大学',
  '中国科学技术大学',
  '哈尔滨工业大学',
  '西安交通大学',
])

export function tierOf(college: CollegeEntry): Tier {
  const tags = new Set(college.tags)
  if (college.level === '专科') {
    if (college.nature === '民办') return '民办专科'
    return tags.has('双高计划') ? '双高专科' : '公办专科'
  }
  if (C9.has(college.name)) return 'C9'
  if (tags.has('985')) return '985'
  if (tags.has('211')) return '211'
  if (tags.has('双一流')) return '双一流'
  if (college.nature === '中外合作办学') return '中外合作'
  if (college.nature === '民办') return '民办本科'
  return tags.has('保研资格') ? '保研本科' : '公办本科'
}
