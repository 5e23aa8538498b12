import { type ProvenanceValue, publisherOf } from '@gaokao/contracts'

/**
 * Whether the answers without a per-figure source (salaries, plans, programme lists, conversions, expert
 * reports, the dataset info itself) carry generated figures: `demo` tells the pages to label them 示例数据.
 * The reference dataset generates all of them, so it is true; this is the one place that says so, and a dataset
 * with published figures for them changes it here (README "The dataset", docs/dataset-model.md).
 */
export const DEMO_FIGURES = true

/**
 * A stored figure's provenance: a row with a source URL was published there
 * (its publisher named by the URL's host); one without was generated.
 * `derived` marks a figure read off a published table rather than printed
 * (a 投档线's 位次 taken from that year's 一分一段表).
 */
export function provenanceOf(sourceUrl: string, year: number, derived = false): ProvenanceValue {
  if (sourceUrl === '') return { kind: 'generated', authority: '', year, url: '' }
  return { kind: derived ? 'derived' : 'published', authority: publisherOf(sourceUrl), year, url: sourceUrl }
}

/**
 * Where a stored line's rank comes from: a rank read off that year's 一分一段表
 * (`rank_kind = 'derived'`) cites the table's page; any other rank (printed,
 * generated, or none) shares the line's own source.
 */
export function rankProvenanceOf(
  line: { rankKind: string; sourceUrl: string; tableUrl: string | null },
  year: number,
): ProvenanceValue {
  return line.rankKind === 'derived'
    ? provenanceOf(line.tableUrl ?? '', year, true)
    : provenanceOf(line.sourceUrl, year)
}
