import { MAJORS_FILE, REAL_DATA_DIR } from './paths.js'
import { readValidated } from './read-file.js'
import { MajorsFile } from './schemas.js'

/** One major of 普通高等学校本科专业目录. */
export interface CatalogueMajor {
  /** 080901, or with T (特设) / K (国家控制布点) / TK: 010103K. The site's major id is its digits. */
  readonly code: string
  readonly name: string
  /** 门类: 哲学 ... 交叉学科. */
  readonly category: string
  /** 专业类: 计算机类. */
  readonly subCategory: string
  readonly sourceUrl: string
}

export function loadUndergraduateMajors(dir = REAL_DATA_DIR): readonly CatalogueMajor[] {
  const file = readValidated(dir, MAJORS_FILE, MajorsFile)
  const sourceUrl = file.source[0] ?? ''
  return file.rows.map(([code, name, category, subCategory]) => ({ code, name, category, subCategory, sourceUrl }))
}
