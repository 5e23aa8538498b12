import type { Track } from '@gaokao/contracts'
import { provinceYears } from './manifest.js'
import { provinceYearFile, REAL_DATA_DIR } from './paths.js'
import { RealDataError, readValidated, sourceUrlAt } from './read-file.js'
import { AdmissionsFile } from './schemas.js'

/** One 投档线: the lowest score a school or 院校专业组 admitted in a province, year, track and batch. */
export interface RealAdmission {
  readonly province: string
  readonly year: number
  /**
   * 学校标识码 as the source matched it from the school's name: usually
   * right, sometimes not (docs/real-data.md lists the known slips). A few are
   * not on the MOE list at all (outside-moe-list.ts).
   */
  readonly moeCode: string
  /** As the authority printed it: full names, or 上海's abbreviations (上海交大). */
  readonly collegeName: string
  /** The group's code (01, 201, 103) as printed; formats differ per province. */
  readonly group: string
  readonly groupName: string
  readonly track: Track
  readonly batch: string
  readonly minScore: number
  /** Published only by 广东; otherwise null, to derive from the rank table (min-rank.ts). */
  readonly minRank: number | null
  readonly sourceUrl: string
}

/** The 投档线 of one province and year, or none when no file was published (only files the manifest lists are read). */
export function loadAdmissions(province: string, year: number, dir = REAL_DATA_DIR): readonly RealAdmission[] {
  if (!provinceYears('admissions', dir).some((p) => p.province === province && p.year === year)) return []
  const file = provinceYearFile('admissions', province, year)
  const json = readValidated(dir, file, AdmissionsFile)
  if (json.province !== province || json.year !== year) {
    throw new RealDataError([`${file}: holds ${json.province} ${json.year}`])
  }
  return json.rows.map(
    ([moeCode, collegeName, group, groupName, track, batch, minScore, minRank, source], index): RealAdmission => ({
      province,
      year,
      moeCode,
      collegeName,
      group,
      groupName,
      track,
      batch,
      minScore,
      minRank,
      sourceUrl: sourceUrlAt(file, json.sourceUrls, source, index),
    }),
  )
}

/** Every province and year with published 投档线. */
export function availableAdmissions(dir = REAL_DATA_DIR): readonly { province: string; year: number }[] {
  return provinceYears('admissions', dir)
}
