import { type DataCoverageValue, GROUP_LINES_TEXT } from '@gaokao/contracts'

/**
 * Why a per-major view of a province is empty, when the reason is the data:
 * the province's 投档线 are published per 院校专业组 only, and where the
 * upstream attributes a published file's rows it writes no generated line for
 * that province in any year (docs/real-data.md), so no major there has a line
 * of its own. A file none of whose rows is attributed (上海's abbreviations)
 * leaves the generated lines in place. Undefined otherwise: the caller's own
 * empty text applies.
 */
export function noMajorLinesText(coverage: DataCoverageValue | undefined, province: string): string | undefined {
  const published = coverage?.admissions.some((file) => file.province === province && file.attributed > 0)
  return published ? GROUP_LINES_TEXT.noMajorLines(province) : undefined
}
