import type { CollegeEntry, MajorEntry } from '../load.js'
import { streamFor } from './prng.js'

/**
 * Yearly tuition in yuan: a base per school from its nature and level, then
 * a factor for majors that cost more to teach (art, medicine, engineering).
 * Sino-foreign schools charge one fee for every major.
 */
const BASE: Readonly<Record<string, readonly [number, number]>> = {
  '本科/公办': [4600, 6200],
  '本科/民办': [16_000, 32_000],
  '本科/中外合作办学': [60_000, 120_000],
  '专科/公办': [4000, 6000],
  '专科/民办': [10_000, 18_000],
  '专科/中外合作办学': [30_000, 60_000],
}

const FIELD_FACTOR: Readonly<Record<string, number>> = {
  艺术学: 1.8,
  文化艺术大类: 1.5,
  医学: 1.15,
  医药卫生大类: 1.1,
  工学: 1.05,
  理学: 1.05,
  农学: 1.05,
}

export function schoolTuitionBase(college: CollegeEntry): number {
  const [min, max] = BASE[`${college.level}/${college.nature}`] ?? [5000, 6000]
  return streamFor('tuition', college.id).between(min, max)
}

export function tuitionFor(college: CollegeEntry, base: number, major: MajorEntry): number {
  const factor = college.nature === '中外合作办学' ? 1 : (FIELD_FACTOR[major.category] ?? 1)
  return Math.round((base * factor) / 100) * 100
}
