import { Button } from '@douyinfe/semi-ui'
import { type ExamMode, RANK_PAGE_TEXT, siteRoute, type Track, trackOf } from '@gaokao/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { missingYearNote } from '../../../components/data/missing-year'
import { QueryState } from '../../../components/data/QueryState'
import tableFilters from '../../../components/data/table-filters.module.css'
import { Page } from '../../../components/page/Page'
import { openProvincePicker, user } from '../../../stores/user'
import { type TableKey, useRankTracks, useRankYears } from '../api/rank-tables'
import { rowPageQueryOptions } from '../api/row-page'
import { defaultTrack, type RankSearch } from '../lib/rank-search'
import { EqualScores } from './EqualScores'
import styles from './Rank.module.css'
import { RankChart } from './RankChart'
import { RankFilters } from './RankFilters'
import { RankLookups } from './RankLookups'
import { RankTable } from './RankTable'
import { TableSourceNotice } from './TableSourceNotice'

/**
 * /rank: the 一分一段表 of a province (the user's by default), year and
 * track, with score-to-rank and rank-to-score lookups, the distribution
 * chart and the table itself, paged by the server.
 */
/** What another table or range keeps of the view: the table's key and the lookups, not the page, range or row shown. */
function tableAndLookups({ province, year, track, score, wc }: RankSearch): RankSearch {
  return { province, year, track, score, wc }
}

export function RankPage({ search }: { search: RankSearch }) {
  const snap = useSnapshot(user)
  const navigate = useNavigate()
  const province = search.province ?? snap.province
  const years = useRankYears(province)
  const year = years.data?.includes(search.year ?? -1) ? search.year : years.data?.[0]
  const tracks = useRankTracks(province, year)
  const own = ownTrack(snap, province)
  const track = defaultTrack(tracks.data ?? [], search.track as Track | undefined, own)
  const info = useDatasetInfo().data
  const missing = missingYearNote(info?.latestYears, province, new Date())

  /**
   * Changes the view. Another table starts from its first page with no
   * range; the lookups stay, so the same score can be compared across years.
   */
  // From the URL as it is now, not this render's `search` (docs/web-routing.md).
  const update = (next: (current: RankSearch) => RankSearch) => navigate({ from: '/rank', to: '/rank', search: next })
  const choose = (next: Pick<RankSearch, 'province' | 'year' | 'track'>) =>
    update((current) => ({ ...tableAndLookups(current), ...next }))

  if (province === '') {
    return (
      <Page title={siteRoute('/rank').title}>
        <div className={tableFilters.prompt}>
          <p>{RANK_PAGE_TEXT.noProvince}</p>
          <Button theme="solid" onClick={openProvincePicker}>
            {RANK_PAGE_TEXT.province}
          </Button>
        </div>
      </Page>
    )
  }

  return (
    <Page title={siteRoute('/rank').title}>
      <RankFilters
        province={province}
        years={years.data ?? []}
        year={year}
        tracks={tracks.data ?? []}
        track={track}
        onProvince={(p) => choose({ province: p, year: undefined, track: undefined })}
        onYear={(y) => choose({ year: y, track: search.track })}
        onTrack={(t) => choose({ track: t })}
      />
      <QueryState query={years} isEmpty={(d) => d.length === 0} emptyText={RANK_PAGE_TEXT.noYears}>
        {() =>
          year !== undefined && track !== undefined ? (
            <Table
              tableKey={{ province, year, track }}
              search={search}
              note={info?.note}
              missing={missing}
              update={update}
            />
          ) : (
            <QueryState query={tracks} isEmpty={(d) => d.length === 0} emptyText={RANK_PAGE_TEXT.noYears}>
              {() => null}
            </QueryState>
          )
        }
      </QueryState>
    </Page>
  )
}

function Table({
  tableKey,
  search,
  note,
  missing,
  update,
}: {
  tableKey: TableKey
  search: RankSearch
  note: string | undefined
  missing: string | undefined
  update: (next: (current: RankSearch) => RankSearch) => void
}) {
  const queryClient = useQueryClient()
  /** 在表中查看: the whole table (no range) on the page that holds the row, which the table then scrolls to. */
  const showRow = async (score: number) => {
    const page = await queryClient.fetchQuery(rowPageQueryOptions(tableKey, score))
    // Asked again for the row already shown (scrolled away since): the URL would not change, so scroll here.
    if (search.row === score && (search.page ?? 1) === page && search.min === undefined && search.max === undefined) {
      document.querySelector(`tr[data-score="${score}"]`)?.scrollIntoView({ block: 'center' })
      return
    }
    update((current) => ({ ...tableAndLookups(current), row: score, ...(page > 1 ? { page } : {}) }))
  }
  return (
    <>
      <p className={styles.noticeRow}>
        <TableSourceNotice tableKey={tableKey} page={search.page ?? 1} min={search.min} max={search.max} note={note} />
        {missing && <span className={styles.missingYear}>{missing}</span>}
      </p>
      <RankLookups
        tableKey={tableKey}
        score={search.score}
        wc={search.wc}
        onScore={(score) => update((current) => ({ ...current, score, page: undefined, row: undefined }))}
        onWc={(wc) => update((current) => ({ ...current, wc, page: undefined, row: undefined }))}
        onShowRow={(score) => void showRow(score)}
      />
      {search.score !== undefined && <EqualScores tableKey={tableKey} score={search.score} note={note} />}
      <RankChart tableKey={tableKey} highlight={search.score} />
      <RankTable
        tableKey={tableKey}
        page={search.page ?? 1}
        min={search.min}
        max={search.max}
        highlight={search.score}
        row={search.row}
        onPage={(page) => update((current) => ({ ...current, page: page > 1 ? page : undefined, row: undefined }))}
        onRange={(range) => update((current) => ({ ...tableAndLookups(current), ...range }))}
      />
    </>
  )
}

function ownTrack(
  snap: { session: string; province: string; gkms: string; xk: string },
  province: string,
): Track | undefined {
  if (snap.session !== 'user' || snap.xk === '' || snap.province !== province) return undefined
  if (snap.gkms !== '3+3' && snap.gkms !== '3+1+2') return undefined
  return trackOf(snap.gkms as ExamMode, snap.xk)
}
