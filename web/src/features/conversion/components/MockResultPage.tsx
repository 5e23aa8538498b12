import {
  CONVERSION_PAGE_TEXT,
  type conversionVerify,
  type DataOf,
  groupDigits,
  MOCK_METHOD_NAMES,
  siteRoute,
} from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CoverageNotice } from '../../../components/data/CoverageNotice'
import { FactList } from '../../../components/data/FactList'
import { QueryState } from '../../../components/data/QueryState'
import { readOffRankTable } from '../../../components/data/table-source'
import { Page } from '../../../components/page/Page'
import { estimateQueryOptions, type RankRange } from '../api/conversion'
import { type ConvertSearch, conversionBody, inputSearch } from '../lib/convert-search'
import styles from './Conversion.module.css'
import { EqualScoreTable } from './EqualScoreTable'
import { ReachSchools } from './ReachSchools'

const T = CONVERSION_PAGE_TEXT
type Estimate = DataOf<typeof conversionVerify>

const n = (value: number) => groupDigits(value)

/**
 * /mockConvert/result (public: the URL holds every input, so a result can
 * be shared): the estimated rank with its range and how it was reached,
 * the 等位分 of recent years, and the schools near the estimate.
 */
export function MockResultPage({ search }: { search: ConvertSearch }) {
  const body = conversionBody(search)
  const estimate = useQuery(estimateQueryOptions(body))
  const navigate = useNavigate()
  const again = body ? inputSearch(body) : {}

  return (
    <Page title={siteRoute('/mockConvert/result').title}>
      {!body ? (
        <div className={styles.section}>
          <p role="alert" className={styles.error}>
            {T.missingInput}
          </p>
          <div className={styles.actions}>
            <Link to="/mockConvert" className={styles.linkButton}>
              {T.again}
            </Link>
          </div>
        </div>
      ) : (
        <QueryState query={estimate}>
          {(data) => {
            const range: RankRange = {
              province: data.province,
              track: data.track,
              rank: data.rank,
              rankLow: data.rankLow,
              rankHigh: data.rankHigh,
            }
            return (
              <>
                <Summary data={data} />
                <EqualScoreTable range={range} />
                <ReachSchools
                  range={range}
                  band={search.band}
                  page={search.page ?? 1}
                  onChange={(next) =>
                    navigate({
                      from: '/mockConvert/result',
                      to: '/mockConvert/result',
                      search: (current) => ({
                        ...current,
                        band: next.band,
                        page: next.page > 1 ? next.page : undefined,
                      }),
                    })
                  }
                />
              </>
            )
          }}
        </QueryState>
      )}
      {body && (
        <div className={styles.actions}>
          <Link to="/mockConvert" search={again} className={styles.linkButton}>
            {T.again}
          </Link>
        </div>
      )}
    </Page>
  )
}

function Summary({ data }: { data: Estimate }) {
  const share = data.percentile >= 1 ? data.percentile.toFixed(1) : data.percentile.toFixed(2)
  return (
    <section className={styles.section} aria-labelledby="mock-result-title">
      <div className={styles.headline}>
        <h2 id="mock-result-title" className={styles.sectionTitle}>
          {T.resultTitle}
        </h2>
        <TableNotice data={data} />
      </div>
      <FactList
        className={styles.cards}
        itemClassName={styles.card}
        facts={[
          {
            term: T.estimatedRank(data.tableYear),
            value: (
              <>
                {n(data.rank)}
                <div className={styles.sub}>{T.rankRange(data.rankLow, data.rankHigh)}</div>
              </>
            ),
          },
          {
            term: T.equivalentScore(data.tableYear),
            value: (
              <>
                {data.score}
                <div className={styles.sub}>{T.scoreRange(data.scoreLow, data.scoreHigh)}</div>
              </>
            ),
          },
          { term: T.percentile, value: T.percentileValue(`${share}%`) },
          { term: T.method, value: MOCK_METHOD_NAMES[data.method], valueClassName: styles.sub },
        ]}
      />
      <ul className={styles.explanation} aria-label={T.method}>
        {data.explanation.slice(1).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

/** The estimate reads its rank off that year's table: derived from it when it was published, else 示例数据. */
function TableNotice({ data }: { data: Estimate }) {
  return (
    <CoverageNotice
      sources={(coverage) => [
        readOffRankTable(coverage, { province: data.province, year: data.tableYear, track: data.track }),
      ]}
    />
  )
}
