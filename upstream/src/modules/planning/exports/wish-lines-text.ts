import { EXPORT_TEXT, formatProbability, UNIT_TEXT, type WishDetail, type WishLine } from '@gaokao/contracts'

/**
 * The texts both exports print, so the Excel sheet and the PDF say the same:
 * the student's facts and, per line, the cells beside the form's codes
 * (wish-form.ts).
 */
export interface ExportFacts {
  /** Whether the figures are sample data (datasetInfo.demo). */
  readonly demo: boolean
  readonly generatedAt: Date
}

export function studentFacts(detail: WishDetail): [string, string][] {
  const c = detail.candidate
  return [
    [EXPORT_TEXT.student, c.name],
    [EXPORT_TEXT.province, c.province],
    [EXPORT_TEXT.track, c.track],
    [EXPORT_TEXT.subjects, c.xk.replaceAll('/', '')],
    [EXPORT_TEXT.score, `${c.score}`],
    [EXPORT_TEXT.rank, `${c.rank.toLocaleString('zh-CN')}（${c.rankYear}年一分一段表）`],
    [EXPORT_TEXT.batch, detail.wish.batch],
    [EXPORT_TEXT.mode, UNIT_TEXT.modeNote(c.mode, c.volunteers, c.majorsPerVolunteer)],
  ]
}

export function historyText(line: WishLine): string {
  const years = line.chance?.years ?? []
  return years.map((y) => `${y.year}年 ${y.minScore}分 / ${y.minRank.toLocaleString('zh-CN')}名`).join('；')
}

export function lineCells(line: WishLine) {
  return {
    band: line.chance?.band ?? '—',
    probability: line.chance ? formatProbability(line.chance.probability) : '—',
    history: historyText(line),
    plan: line.planPlaces > 0 ? `${line.planYear}年 ${line.planPlaces}人` : '—',
    tuition:
      line.tuitionMax === 0
        ? '—'
        : line.tuitionMin === line.tuitionMax
          ? line.tuitionMin.toLocaleString('zh-CN')
          : `${line.tuitionMin.toLocaleString('zh-CN')}-${line.tuitionMax.toLocaleString('zh-CN')}`,
    requirement: line.subjectRequirement || '—',
    warnings: line.warnings.map((w) => w.text).join('；'),
  }
}

export function sampleNote(detail: WishDetail, facts: ExportFacts): string {
  const years = [...new Set(detail.lines.flatMap((l) => l.chance?.years.map((y) => y.year) ?? []))].sort()
  const label = years.length > 0 ? `${years.join('、')}年` : `${detail.candidate.rankYear}年`
  return facts.demo ? EXPORT_TEXT.sampleNote(label) : EXPORT_TEXT.referenceNote(label)
}
