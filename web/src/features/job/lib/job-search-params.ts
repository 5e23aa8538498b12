import { SALARY_BANDS, type SalaryBandCode } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/** /jobLibrary's URL: industry, salary band and page. */
export interface JobLibrarySearch {
  industry?: string
  salary?: SalaryBandCode
  page?: number
}

const BAND_CODES = SALARY_BANDS.map((b) => b.code)

export function validateJobLibrarySearch(search: Record<string, unknown>): JobLibrarySearch {
  const out: JobLibrarySearch = {}
  const industry = optionalString(search.industry, 20)
  if (industry) out.industry = industry
  const salary = oneOf(search.salary, BAND_CODES)
  if (salary) out.salary = salary
  const page = positiveInt(search.page, 1, 10_000)
  if (page > 1) out.page = page
  return out
}

/** /jobLibrary/search's URL: the keyword and page. */
export interface JobSearchSearch {
  keyword?: string
  page?: number
}

export function validateJobSearch(search: Record<string, unknown>): JobSearchSearch {
  const out: JobSearchSearch = {}
  const keyword = optionalString(search.keyword, 30)
  if (keyword) out.keyword = keyword
  const page = positiveInt(search.page, 1, 10_000)
  if (keyword && page > 1) out.page = page
  return out
}
