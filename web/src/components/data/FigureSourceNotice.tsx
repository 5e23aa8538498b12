import { FIGURE_SOURCE_TEXT, type ProvenanceValue } from '@gaokao/contracts'
import { safeHref } from '../../lib/safe-link'
import styles from './FigureSourceNotice.module.css'
import { SampleDataNotice } from './SampleDataNotice'

/**
 * What a figure is (docs/real-data.md, "What the site shows"): published,
 * 来源：江苏省教育考试院，2025年 linking to the page it was read from; derived,
 * how (位次由2025年一分一段表推算) and from whose table; generated, the
 * 示例数据 badge with its year. A link the upstream gives passes safeHref
 * first: without a safe one the source is named, not linked.
 */
export function FigureSourceNotice({ source, note }: { source: ProvenanceValue; note?: string }) {
  switch (source.kind) {
    case 'published':
      return (
        <span className={styles.source} data-kind="published">
          <SourceLink text={FIGURE_SOURCE_TEXT.published(source.authority, source.year)} url={source.url} />
        </span>
      )
    case 'derived':
      return (
        <span className={styles.source} data-kind="derived">
          {FIGURE_SOURCE_TEXT.derived(source.year)}
          {source.authority !== '' && (
            <>
              {' · '}
              <SourceLink text={FIGURE_SOURCE_TEXT.derivedFrom(source.authority)} url={source.url} />
            </>
          )}
        </span>
      )
    default:
      return <SampleDataNotice year={source.year} note={note} />
  }
}

function SourceLink({ text, url }: { text: string; url: string }) {
  const href = safeHref(url)
  if (href === undefined) return <>{text}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
}
