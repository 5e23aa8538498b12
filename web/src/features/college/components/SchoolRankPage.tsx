import {
  ANY_OPTION,
  COLLEGE_TEXT,
  COMMON_TEXT,
  type DataOf,
  DICTIONARIES,
  type querySchoolRank,
  SCHOOL_TAG_ORDER,
  siteRoute,
} from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { CheckGroup } from '../../../components/form/CheckGroup'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { useSchoolRank } from '../api/school-rank'
import { parseTags, SCHOOL_LEVELS } from '../lib/list-search'
import { RANK_PAGE_SIZE, rankBody, type SchoolRankSearch } from '../lib/rank-search'
import styles from './College.module.css'
import { RankMethod } from './RankMethod'
import { SchoolTags } from './SchoolTags'

const ALL = ''
const withAll = (values: readonly string[]) => [
  { value: ALL, label: ANY_OPTION.all },
  ...values.map((v) => ({ value: v, label: v })),
]

/**
 * /schoolRank: the ranking by admission selectivity from published 投档线
 * (docs/school-ranking.md), filtered by level, type, province and tags
 * without renumbering (a college keeps its national rank), paged by the
 * server. Colleges without published lines follow the ranked ones on the
 * same pages, in a table of their own. It says how the ranking is made.
 */
export function SchoolRankPage({ search }: { search: SchoolRankSearch }) {
  const navigate = useNavigate()
  const provinces = useGaokaoProvinces().data ?? []
  const ranking = useSchoolRank(rankBody(search))
  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const go = (next: (current: SchoolRankSearch) => SchoolRankSearch) =>
    navigate({ from: '/schoolRank', to: '/schoolRank', search: next })
  const change = (patch: Partial<SchoolRankSearch>) => go((current) => ({ ...current, ...patch, page: undefined }))
  const level = search.level ?? COMMON_TEXT.undergraduate

  return (
    <Page title={siteRoute('/schoolRank').title}>
      <p className={styles.note}>{COLLEGE_TEXT.rankNote}</p>
      <div className={styles.filters}>
        <div className={styles.filterRow}>
          <Segmented
            legend={COLLEGE_TEXT.filterLevel}
            options={SCHOOL_LEVELS.map((value) => ({ value, label: value }))}
            value={level}
            onChange={(v) => change({ level: v === COMMON_TEXT.vocational ? COMMON_TEXT.vocational : undefined })}
          />
          <NativeSelect
            label={COLLEGE_TEXT.filterType}
            value={search.type ?? ALL}
            options={withAll(DICTIONARIES.schoolType.map((d) => d.code))}
            onChange={(v) => change({ type: v || undefined })}
          />
          <NativeSelect
            label={COLLEGE_TEXT.filterProvince}
            value={search.province ?? ALL}
            options={withAll(provinces.map((p) => p.value))}
            onChange={(v) => change({ province: v || undefined })}
          />
        </div>
        <CheckGroup
          legend={COLLEGE_TEXT.filterTags}
          options={SCHOOL_TAG_ORDER.map((t) => ({ value: t, label: t }))}
          value={parseTags(search.tags)}
          onChange={(tags) => change({ tags: tags.length > 0 ? parseTags(tags).join(',') : undefined })}
        />
      </div>
      <QueryState query={ranking} isEmpty={(d) => d.list.length === 0} emptyText={COLLEGE_TEXT.rankEmpty}>
        {(data) => (
          <>
            <RankMethod basis={data.basis} />
            <p className={styles.resultBar}>
              <span>{COLLEGE_TEXT.total(data.total)}</span>
            </p>
            {ranked(data.list).length > 0 && (
              <div className={styles.tableScroll}>
                <table className={styles.table} aria-busy={ranking.isPlaceholderData}>
                  <caption>{`${COMMON_TEXT.yearLabel(data.year)} ${level}${COLLEGE_TEXT.sortRank}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.num}>
                        {COLLEGE_TEXT.rankColumn}
                      </th>
                      <th scope="col">{COLLEGE_TEXT.schoolColumn}</th>
                      <th scope="col">{COLLEGE_TEXT.location}</th>
                      <th scope="col">{COLLEGE_TEXT.filterType}</th>
                      <th scope="col">{COLLEGE_TEXT.filterTags}</th>
                      <th scope="col" className={styles.num}>
                        {COLLEGE_TEXT.typeRankColumn}
                      </th>
                      <th scope="col" className={styles.num}>
                        {COLLEGE_TEXT.scoreColumn}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {ranked(data.list).map(({ school: s, ranking: r }) => (
                      <tr key={s.id}>
                        <td className={`${styles.num} ${styles.rankCell}`}>{r.rank}</td>
                        <td className={styles.nameCell}>
                          <Link to="/college/$id" params={{ id: s.id }}>
                            {s.name}
                          </Link>
                        </td>
                        <td>{`${s.province}·${s.city}`}</td>
                        <td>{COLLEGE_TEXT.typeLabel(s.type)}</td>
                        <td>
                          <SchoolTags tags={s.tags} label={COLLEGE_TEXT.tagsLabel(s.name)} />
                        </td>
                        <td className={styles.num}>{r.typeRank}</td>
                        <td className={styles.num}>{COLLEGE_TEXT.rankScoreValue(r.score)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <UnrankedTable schools={data.list.filter((s) => s.ranking === null)} busy={ranking.isPlaceholderData} />
            <Pager
              total={data.total}
              pageSize={RANK_PAGE_SIZE}
              page={data.pageNum}
              onPage={(page) => go((current) => ({ ...current, page: page > 1 ? page : undefined }))}
            />
          </>
        )}
      </QueryState>
    </Page>
  )
}

type Item = DataOf<typeof querySchoolRank>['list'][number]

const ranked = (list: readonly Item[]) =>
  list.flatMap((school) => (school.ranking ? [{ school, ranking: school.ranking }] : []))

/** The colleges of this page without published lines: apart from the ranking, by name, with no rank. */
function UnrankedTable({ schools, busy }: { schools: readonly Item[]; busy: boolean }) {
  if (schools.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="rank-unranked">
      <h2 id="rank-unranked" className={styles.sectionTitle}>
        {COLLEGE_TEXT.rankUnrankedTitle}
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col">{COLLEGE_TEXT.schoolColumn}</th>
              <th scope="col">{COLLEGE_TEXT.location}</th>
              <th scope="col">{COLLEGE_TEXT.filterType}</th>
              <th scope="col">{COLLEGE_TEXT.filterTags}</th>
            </tr>
          </thead>
          <tbody>
            {schools.map((s) => (
              <tr key={s.id}>
                <td className={styles.nameCell}>
                  <Link to="/college/$id" params={{ id: s.id }}>
                    {s.name}
                  </Link>
                </td>
                <td>{`${s.province}·${s.city}`}</td>
                <td>{COLLEGE_TEXT.typeLabel(s.type)}</td>
                <td>
                  <SchoolTags tags={s.tags} label={COLLEGE_TEXT.tagsLabel(s.name)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
