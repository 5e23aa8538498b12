import {
  ADMISSION_TEXT,
  asksAdjustment,
  BANDS,
  type ChoiceItem,
  DIALOG_TEXT,
  GROUP_FILL_MODE,
  PLANNING_PAGE_TEXT,
  PLANNING_TEXT,
  siteRoute,
  UNDERGRADUATE_BATCH,
} from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useDatasetInfo } from '../../../api/reference/dataset-info'
import { noMajorLinesText } from '../../../components/data/group-lines-only'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { MemberNotice } from '../../../components/member/MemberLock'
import { Page } from '../../../components/page/Page'
import { passMemberGate } from '../../../lib/member-gate'
import { useOpenedOnce } from '../../../lib/use-opened-once'
import { showMessage } from '../../../stores/messages'
import {
  CHOICE_PAGE_SIZE,
  type ChoiceTab,
  choiceBand,
  choiceListBody,
  choiceView,
  useChoiceList,
  useChoiceSum,
} from '../api/options'
import { useAddWish, useFilledIn, useFillVolunteer, useMyWishes } from '../api/wishes'
import { type ChoiceSearch, countFilters, filtersOf, hasFilters, SPECIAL_TAB } from '../lib/choice-search'
import { type FillTarget, isFilled, targetOf } from '../lib/filled'
import { addBlockedReason } from '../lib/table-room'
import { CandidateSummary } from './CandidateSummary'
import { OptionList, type OptionListProps } from './OptionList'
import styles from './planning.module.css'
import { SpecialTab } from './SpecialTab'
import { WishPicker } from './WishPicker'

const T = PLANNING_PAGE_TEXT
// Its Semi Select (21 kB compressed) is loaded when the panel first opens: most visits never open it.
const FilterFields = lazy(() => import('./FilterFields').then((m) => ({ default: m.FilterFields })))
// Semi's SideSheet measures the page as it mounts (its scrollbar width): a forced layout of about
// 40 ms, 160 ms on a slow phone, in the first load of a page most visits never open it on.
const SchoolMajorsSheet = lazy(() => import('./SchoolMajorsSheet').then((m) => ({ default: m.SchoolMajorsSheet })))

/**
 * /choice (自主填报): the candidate's summary, the filters, the options in
 * 冲/稳/保 tabs with their counts, each with its chance and why, and adding
 * them to the current volunteer table. A member feature (docs/spec-rules.md, Product): anyone
 * with a profile may browse; adding is for members (the upstream refuses it
 * to others, and the button opens the purchase dialog instead).
 */
export function ChoicePage({ search }: { search: ChoiceSearch }) {
  const navigate = useNavigate()
  const info = useDatasetInfo().data
  const filters = filtersOf(search)
  const sum = useChoiceSum(filters)
  const wishes = useMyWishes()
  const [sheet, setSheet] = useState<{ schoolId: number; name: string }>()
  const sheetMounted = useOpenedOnce(sheet !== undefined)

  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const update = (patch: Partial<ChoiceSearch>, keepPage = false) =>
    navigate({
      from: '/choice/',
      to: '/choice',
      search: (current) => ({ ...current, ...patch, ...(keepPage ? {} : { page: undefined }) }),
    })

  const candidate = sum.data?.candidate
  const activeFilters = countFilters(search)
  const batch = sum.data?.batch ?? search.batch ?? UNDERGRADUATE_BATCH
  const view = choiceView(search, sum.data)
  const band = choiceBand(search)
  // The 专业 view is empty where the province publishes group lines only: say so rather than "change the filters".
  const majorsMissing = view === 'major' && candidate ? noMajorLinesText(info?.coverage, candidate.province) : undefined
  const sameProvince = (wishes.data?.list ?? []).filter((w) => !candidate || w.province === candidate.province)
  const current =
    sameProvince.find((w) => w.id === search.wishId) ?? sameProvince.find((w) => w.batch === batch) ?? sameProvince[0]
  const filled = useFilledIn(current?.id)
  const fill = useFillVolunteer()
  const addWish = useAddWish()

  const add = async (target: FillTarget) => {
    // Member feature (docs/spec-rules.md, Product): a non-member gets the purchase dialog instead.
    if (!passMemberGate('selfFill')) return
    try {
      let wish = current
      if (!wish) {
        wish = await addWish.mutateAsync({ name: PLANNING_TEXT.defaultWishName(1), batch })
        update({ wishId: wish.id }, true)
      }
      await fill.mutateAsync({ wishId: wish.id, ...target })
      showMessage('success', T.addedToast(wish.name))
    } catch {
      // The call's own toast already says why (志愿表已满 …): a refusal is no uncaught error.
    }
  }
  const blocked = (target: FillTarget) => addBlockedReason(filled.data, current?.province ?? '', target)
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(search))
  const addItem = (item: ChoiceItem) => add(targetOf(item.key))
  const isAdded = (target: FillTarget) => isFilled(filled.data?.units ?? [], target)

  return (
    <Page title={siteRoute('/choice').title}>
      <div className={styles.stack}>
        <MemberNotice feature="selfFill" />
        <QueryState query={sum} pendingClassName={styles.summaryPending}>
          {(data) => <CandidateSummary candidate={data.candidate} />}
        </QueryState>
        {candidate && (
          <WishPicker
            wishes={sameProvince}
            current={current}
            batch={batch}
            lineCount={filled.data?.lineCount ?? current?.lineCount ?? 0}
            onPick={(wishId) => update({ wishId }, true)}
          />
        )}
        {/* The fields render only while open: three Semi selects and a dozen more cost a phone's first paint. */}
        <details
          className={`${styles.card} ${styles.filtersBox}`}
          open={filtersOpen}
          onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
        >
          <summary className={styles.cardTitle}>
            {T.filters}
            {activeFilters > 0 && <span className={styles.muted}> · {T.activeFilters(activeFilters)}</span>}
          </summary>
          {filtersOpen && (
            <Suspense fallback={<p className={styles.muted}>{DIALOG_TEXT.loadingTip}</p>}>
              <FilterFields
                value={search}
                onChange={(next) =>
                  navigate({
                    to: '/choice',
                    search: { ...next, view: search.view, band: search.band, sort: search.sort, wishId: search.wishId },
                  })
                }
                asksAdjustment={candidate ? asksAdjustment(candidate.mode) : false}
                defaultBatch={candidate?.defaultBatch ?? UNDERGRADUATE_BATCH}
                showsAdmissionTypes
              />
            </Suspense>
          )}
          {hasFilters(search) && (
            <button
              type="button"
              className={styles.linkButton}
              style={{ marginTop: 12, border: 0, cursor: 'pointer' }}
              onClick={() => navigate({ to: '/choice', search: { wishId: search.wishId, batch: search.batch } })}
            >
              {T.resetFilters}
            </button>
          )}
        </details>

        <div className={`${styles.row} ${styles.spread}`}>
          <Segmented
            legend={T.view}
            options={[
              { value: 'school', label: candidate?.mode === GROUP_FILL_MODE ? T.viewGroup : T.viewSchool },
              { value: 'major', label: T.viewMajor },
            ]}
            value={view}
            onChange={(v) => update({ view: v })}
          />
          <NativeSelect
            label={T.sort}
            value={search.sort ?? (search.priority ? 'preference' : 'fit')}
            options={T.sortOptions}
            onChange={(v) => update({ sort: v as ChoiceSearch['sort'] })}
          />
        </div>

        <div role="tablist" aria-label={T.tabsLabel} className={styles.tabs}>
          {BANDS.map((b) => (
            <button
              key={b}
              type="button"
              role="tab"
              id={`band-tab-${b}`}
              aria-selected={b === band}
              aria-controls="band-panel"
              className={styles.tab}
              onClick={() => update({ band: b })}
            >
              {T.bandCount(b, sum.data?.views[view].counts[b] ?? 0)}
            </button>
          ))}
          {search.adm && (
            <SpecialTab
              selected={band === SPECIAL_TAB}
              count={sum.data?.views[view].special ?? 0}
              onSelect={() => update({ band: SPECIAL_TAB })}
            />
          )}
        </div>
        <div role="tabpanel" id="band-panel" aria-labelledby={`band-tab-${band}`}>
          {sum.data && (
            <p className={styles.muted}>
              {T.total(sum.data.views[view].total)}
              {sum.data.views[view].subjectExcluded > 0 &&
                ` · ${T.subjectExcluded(sum.data.views[view].subjectExcluded)}`}
            </p>
          )}
          <Results
            search={search}
            view={view}
            band={band}
            emptyText={band === SPECIAL_TAB ? ADMISSION_TEXT.emptyTab : (majorsMissing ?? T.emptyBand)}
            isAdded={isAdded}
            busy={fill.isPending || addWish.isPending}
            onAdd={addItem}
            blocked={blocked}
            onChooseMajors={(item) => setSheet({ schoolId: item.school.id, name: item.school.name })}
            onPage={(page) => update({ page }, true)}
          />
        </div>
      </div>
      {sheetMounted && (
        <Suspense
          fallback={
            <p className={styles.sheetLoading} role="status">
              {DIALOG_TEXT.loadingTip}
            </p>
          }
        >
          <SchoolMajorsSheet
            schoolId={sheet?.schoolId}
            schoolName={sheet?.name ?? ''}
            physical={{
              colourVision: filters.colourVision,
              visionDecimal: filters.visionDecimal,
              visionFivePoint: filters.visionFivePoint,
            }}
            acceptAdjust={filters.acceptAdjust}
            isAdded={isAdded}
            busy={fill.isPending || addWish.isPending}
            onAdd={(t) => add(t)}
            blocked={blocked}
            onClose={() => setSheet(undefined)}
          />
        </Suspense>
      )}
    </Page>
  )
}

interface ResultsProps extends Pick<OptionListProps, 'isAdded' | 'busy' | 'onAdd' | 'blocked' | 'onChooseMajors'> {
  search: ChoiceSearch
  view: 'school' | 'major'
  band: ChoiceTab
  emptyText: string
  onPage: (page: number) => void
}

function Results({
  search,
  view,
  band,
  emptyText,
  isAdded,
  busy,
  onAdd,
  blocked,
  onChooseMajors,
  onPage,
}: ResultsProps) {
  const page = search.page ?? 1
  const list = useChoiceList(view, choiceListBody(search, band))
  return (
    <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} defer>
      {(data) => (
        <OptionList
          items={data.list}
          busyList={list.isPlaceholderData}
          pager={<Pager page={page} total={data.total} pageSize={CHOICE_PAGE_SIZE} onPage={onPage} />}
          {...{ isAdded, busy, onAdd, blocked, onChooseMajors }}
        />
      )}
    </QueryState>
  )
}
