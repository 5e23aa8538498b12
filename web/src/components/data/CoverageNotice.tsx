import type { DataCoverageValue, ProvenanceValue } from '@gaokao/contracts'
import { useDatasetInfo } from '../../api/reference/dataset-info'
import { FigureSourceNotice } from './FigureSourceNotice'
import { SampleDataNotice } from './SampleDataNotice'
import { latestPerSource } from './table-source'

interface Props {
  /** Where the figure comes from, by the dataset's coverage (table-source.ts: a rank table, a year's 投档线). */
  sources: (coverage: DataCoverageValue | undefined) => readonly ProvenanceValue[]
}

/**
 * The notices of a figure whose source the dataset's coverage decides: the publisher named (with its page) when the
 * figure was published or read off a published table, else 示例数据 with its year; one per source, at its newest
 * year. It reads the dataset info itself, so a component names what the figure is of instead of fetching the info
 * to pass its coverage and `demo` down (docs/web-features.md, "Layers").
 */
export function CoverageNotice({ sources }: Props) {
  const info = useDatasetInfo().data
  return (
    <>
      {latestPerSource(sources(info?.coverage)).map((source) =>
        source.kind === 'generated' ? (
          <SampleDataNotice key="generated" year={source.year} demo={info?.demo ?? true} />
        ) : (
          <FigureSourceNotice key={`${source.kind}${source.authority}`} source={source} />
        ),
      )}
    </>
  )
}
