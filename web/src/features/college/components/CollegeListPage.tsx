import { Button } from '@douyinfe/semi-ui'
import { COLLEGE_TEXT, DIALOG_TEXT, type SchoolSort, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { openProvincePicker, user } from '../../../stores/user'
import { useFocusedSchools } from '../api/focus'
import { useSchoolList } from '../api/school-list'
import { COLLEGE_PAGE_SIZE, type CollegeListSearch, listBody } from '../lib/list-search'
import { listTrack } from '../lib/track'
import styles from './College.module.css'
import { CollegeCard } from './CollegeCard'
import { CollegeFilters } from './CollegeFilters'

/** The track the list's figures use, and the tracks the user's province offers. */
function useListTrack(search: { track?: string }) {
  const snap = useSnapshot(user)
  const mode = useGaokaoProvinces().data?.find((p) => p.value === snap.province)?.gkms
  return { province: snap.province, ...listTrack(search.track, snap.province, mode, snap.xk) }
}

/**
 * /college: filters, sort and page live in the URL; the server pages. Each
 * college shows its latest admission in the user's province and track, and
 * a 关注 button (visitors meet the login gate first).
 */
export function CollegeListPage({ search }: { search: CollegeListSearch }) {
  const navigate = useNavigate()
  const { province, track, tracks } = useListTrack(search)
  const list = useSchoolList(listBody(search, province, track))
  const ids = list.data?.list.map((s) => s.id) ?? []
  const focused = useFocusedSchools(ids).data
  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const go = (next: (current: CollegeListSearch) => CollegeListSearch) =>
    navigate({ from: '/college/', to: '/college', search: next })
  const change = (patch: Partial<CollegeListSearch>) => go((current) => ({ ...current, ...patch, page: undefined }))
  const sorts: { value: SchoolSort; label: string }[] = [
    { value: 'rank', label: COLLEGE_TEXT.sortRank },
    { value: 'name', label: COLLEGE_TEXT.sortName },
    ...(province ? [{ value: 'score' as const, label: COLLEGE_TEXT.sortScore }] : []),
  ]
  const sort = search.sort === 'score' && !province ? 'rank' : (search.sort ?? 'rank')

  return (
    <Page title={siteRoute('/college').title}>
      <CollegeFilters search={search} onChange={change} onReset={() => go(() => ({}))} total={list.data?.total} />
      {!province && (
        <p className={styles.prompt}>
          {COLLEGE_TEXT.chooseProvinceHint}
          <Button className={styles.button} onClick={openProvincePicker}>
            {DIALOG_TEXT.provincePickerTitle}
          </Button>
        </p>
      )}
      <div className={styles.filterRow}>
        <Segmented legend={COLLEGE_TEXT.sortLabel} options={sorts} value={sort} onChange={(s) => change({ sort: s })} />
        {tracks.length > 1 && (
          <Segmented
            legend={`${province}${COLLEGE_TEXT.track}`}
            options={tracks.map((t) => ({ value: t, label: t }))}
            value={track}
            onChange={(t) => change({ track: t })}
          />
        )}
      </div>
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={COLLEGE_TEXT.emptyList}>
        {(data) => (
          <>
            <p className={styles.resultBar} aria-live="polite">
              <span>{COLLEGE_TEXT.total(data.total)}</span>
            </p>
            <ul className={styles.cards} aria-label={COLLEGE_TEXT.listLabel} aria-busy={list.isPlaceholderData}>
              {data.list.map((school) => (
                <CollegeCard
                  key={school.id}
                  school={school}
                  focused={focused?.has(school.id) ?? false}
                  examProvince={province}
                  track={track}
                />
              ))}
            </ul>
            <Pager
              total={data.total}
              pageSize={COLLEGE_PAGE_SIZE}
              page={data.pageNum}
              onPage={(page) => go((current) => ({ ...current, page: page > 1 ? page : undefined }))}
            />
          </>
        )}
      </QueryState>
    </Page>
  )
}
