import { DATA_NOTE_TEXT, type DataCoverageValue, groupDigits, siteRoute } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { safeHref } from '../../../lib/safe-link'
import styles from './DataNotePage.module.css'

const T = DATA_NOTE_TEXT

/**
 * /dataNote (数据说明): every published source the upstream ships, with its
 * coverage and counts as datasetInfo reads them from the files; what is
 * derived and how; how the 示例数据 is generated; the known problems of the
 * data (docs/real-data.md, docs/dataset-model.md).
 */
export function DataNotePage() {
  const info = useDatasetInfo()
  return (
    <Page title={siteRoute('/dataNote').title}>
      <div className={styles.page}>
        <p>{T.intro}</p>
        <h2>{T.sourcesTitle}</h2>
        <QueryState query={info}>{(data) => <Sources coverage={data.coverage} />}</QueryState>
        <h2>{T.derivedTitle}</h2>
        <Paragraphs items={T.derived} />
        <h2>{T.generatedTitle}</h2>
        <Paragraphs items={T.generated} />
        <h2>{T.problemsTitle}</h2>
        <Paragraphs items={T.problems} />
      </div>
    </Page>
  )
}

function Sources({ coverage }: { coverage: DataCoverageValue }) {
  const C = T.columns
  return (
    <>
      <p>{T.copiedFrom(coverage.repository, coverage.commit)}</p>
      <h3>{T.listsTitle}</h3>
      <ul>
        <li>
          {T.institutions(coverage.institutions.rows)}（
          <SourceLink {...coverage.institutions} what={T.institutions(coverage.institutions.rows)} />）
        </li>
        <li>
          {T.catalogue(coverage.catalogue.rows)}（
          <SourceLink {...coverage.catalogue} what={T.catalogue(coverage.catalogue.rows)} />）
        </li>
      </ul>
      <h3>{T.rankTablesTitle}</h3>
      <Table head={[C.province, C.year, C.track, C.rows, C.scoreRange, C.publisher]} caption={T.rankTablesTitle}>
        {coverage.rankTables.map((t) => (
          <tr key={`${t.province}-${t.year}-${t.track}`}>
            <td>{t.province}</td>
            <td>{t.year}</td>
            <td>{t.track}</td>
            <td className={styles.num}>{groupDigits(t.rows)}</td>
            <td>{T.scoreRange(t.topScore, t.floorScore)}</td>
            <td>
              <SourceLink {...t} what={T.rankTableOf(t.province, t.year, t.track)} />
            </td>
          </tr>
        ))}
      </Table>
      <h3>{T.admissionsTitle}</h3>
      <Table head={[C.province, C.year, C.rows, C.attributed, C.publisher]} caption={T.admissionsTitle}>
        {coverage.admissions.map((a) => (
          <tr key={`${a.province}-${a.year}`}>
            <td>{a.province}</td>
            <td>{a.year}</td>
            <td className={styles.num}>{groupDigits(a.rows)}</td>
            <td className={styles.num}>{groupDigits(a.attributed)}</td>
            <td>
              <SourceLinks sources={a.sources} what={T.admissionsOf(a.province, a.year)} />
            </td>
          </tr>
        ))}
      </Table>
      <h3>{T.subjectRequirementsTitle}</h3>
      <Table head={[C.province, C.year, C.groups, C.publisher]} caption={T.subjectRequirementsTitle}>
        {coverage.subjectRequirements.map((r) => (
          <tr key={`${r.province}-${r.year}`}>
            <td>{r.province}</td>
            <td>{r.year}</td>
            <td className={styles.num}>{groupDigits(r.rows)}</td>
            <td>
              <SourceLinks sources={r.sources} what={T.subjectRequirementsOf(r.province, r.year)} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  )
}

function Table({ head, caption, children }: { head: readonly string[]; caption: string; children: ReactNode }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.hidden}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function SourceLinks({ sources, what }: { sources: readonly { publisher: string; url: string }[]; what: string }) {
  return (
    <span className={styles.links}>
      {sources.map((s) => (
        <SourceLink key={s.url} {...s} what={what} />
      ))}
    </span>
  )
}

/** The publisher, linked to the page when the URL is a safe http(s) one (lib/safe-link.ts). */
function SourceLink({ publisher, url, what }: { publisher: string; url: string; what: string }) {
  const href = safeHref(url)
  if (href === undefined) return <>{publisher}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={T.pageLabel(publisher, what)}>
      {publisher}
    </a>
  )
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
