import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/** Texts of the job library (/jobLibrary, /jobLibrary/$id, /jobLibrary/search) and the job calls' refusals. */

export const JOB_TEXT = {
  notFound: '职业不存在',
  salaryInvalid: '请选择有效的薪资区间',
  industry: '行业',
  allIndustries: '全部行业',
  salaryBand: '薪资',
  allSalaries: COMMON_TEXT.any,
  keywordPlaceholder: '输入职业名称搜索',
  search: COMMON_TEXT.search,
  resultCount: (n: number) => `共 ${n} 个职业`,
  searchResult: (keyword: string, n: number) => `“${keyword}”相关职业 ${n} 个`,
  searchPrompt: '输入职业名称，查看相关职业',
  empty: '没有符合条件的职业',
  salary: '参考月薪',
  salaryRange: (min: number, max: number) => `${yuan(min)}-${yuan(max)}元/月`,
  description: '职业介绍',
  outlook: '发展前景',
  relatedMajors: '相关专业',
  noRelatedMajors: '暂无关联专业',
  sameIndustry: '同行业职业',
  backToLibrary: '返回职业库',
} as const

function yuan(n: number): string {
  return groupDigits(n)
}

/** Salary bands of the job filter, by the midpoint of a job's monthly band (yuan). */
export const SALARY_BANDS = [
  { code: 'lt8k', label: '8千以下', min: 0, max: 8000 },
  { code: '8k-12k', label: '8千-1.2万', min: 8000, max: 12000 },
  { code: '12k-20k', label: '1.2万-2万', min: 12000, max: 20000 },
  { code: 'gte20k', label: '2万以上', min: 20000, max: null },
] as const
export type SalaryBandCode = (typeof SALARY_BANDS)[number]['code']
