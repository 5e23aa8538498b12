import { INSTITUTIONS_FILE, REAL_DATA_DIR } from './paths.js'
import { readValidated } from './read-file.js'
import { InstitutionsFile } from './schemas.js'

/** One institution of the MOE list (全国高等学校名单, June 2025). */
export interface Institution {
  /** 学校标识码, ten digits; its last five are the 院校代码 (college-code.ts). */
  readonly moeCode: string
  readonly name: string
  /** Short form, as the site's provinces: 江苏, 内蒙古. */
  readonly province: string
  readonly city: string
  readonly level: '本科' | '专科'
  readonly nature: '公办' | '民办' | '中外合作办学'
  /** 主管部门: 教育部, 工业和信息化部, 江苏省, ... */
  readonly affiliation: string
  /** The http(s) URL of the school's site, or null when the source has none. */
  readonly website: string | null
  readonly admissionSite: string | null
  /** The MOE list's page. */
  readonly sourceUrl: string
  /** Where the website and admission site were read (阳光高考), when there are any. */
  readonly websiteSourceUrl: string | null
}

/**
 * The source copied some sites with their page title ("鄂尔多斯职业学院
 * http://www.ordosvc.cn/"): the URL is what it names.
 */
function urlIn(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null
}

/**
 * The file's `type` column is left out: it says 综合 for all 2,919 schools
 * (the MOE list has no type), and passing it on would call every 医科大学 a
 * comprehensive university.
 */
export function loadInstitutions(dir = REAL_DATA_DIR): readonly Institution[] {
  const file = readValidated(dir, INSTITUTIONS_FILE, InstitutionsFile)
  const [list, websites] = file.source
  const sourceUrl = list?.url ?? ''
  const websiteSourceUrl = websites?.url ?? null
  return file.rows.map(
    ([moeCode, name, province, city, level, , nature, affiliation, site, admissions]): Institution => {
      const website = urlIn(site)
      const admissionSite = urlIn(admissions)
      return {
        moeCode,
        name,
        province,
        city,
        level,
        nature: nature === 'joint' ? '中外合作办学' : nature,
        affiliation,
        website,
        admissionSite,
        sourceUrl,
        websiteSourceUrl: website === null && admissionSite === null ? null : websiteSourceUrl,
      }
    },
  )
}
