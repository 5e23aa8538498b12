import { Button } from '@douyinfe/semi-ui'
import { COLLEGE_TEXT, DIALOG_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { QueryState } from '../../../components/data/QueryState'
import { MemberLock } from '../../../components/member/MemberLock'
import { Page } from '../../../components/page/Page'
import { LineTabs } from '../../../components/tabs/LineTabs'
import { openProvincePicker, user } from '../../../stores/user'
import { useSchoolDetails } from '../api/school-details'
import { type CollegeDetailSearch, DETAIL_TABS, type DetailTab } from '../lib/detail-search'
import { preferredTrack } from '../lib/track'
import styles from './College.module.css'
import { CollegeFacts } from './CollegeFacts'
import { MajorScoresPanel } from './MajorScoresPanel'
import { MajorsPanel } from './MajorsPanel'
import { PlansPanel } from './PlansPanel'
import { SceneryPanel } from './SceneryPanel'
import { SchoolScoresPanel } from './SchoolScoresPanel'
import { SimilarSchools } from './SimilarSchools'
import { TrendPanel } from './TrendPanel'

const TAB_LABEL: Record<DetailTab, string> = {
  scores: COLLEGE_TEXT.tabScores,
  majorScores: COLLEGE_TEXT.tabMajorScores,
  plans: COLLEGE_TEXT.tabPlans,
  majors: COLLEGE_TEXT.tabMajors,
}

/** The track a college's figures start from in a province: the URL's, else the student's, else the usual one. */
export function useWantedTrack(search: CollegeDetailSearch): { province: string; track: string } {
  const snap = useSnapshot(user)
  const mode = useGaokaoProvinces().data?.find((p) => p.value === snap.province)?.gkms
  return {
    province: snap.province,
    track: search.track ?? preferredTrack(snap.province, mode, { province: snap.province, xk: snap.xk }),
  }
}

/**
 * /college/$id: the college's facts, scenery and introduction; its figures
 * in the user's province in four tabs (历年分数, 专业分数, 招生计划, 开设专业)
 * whose filters live in the URL; the trend chart; similar colleges.
 */
export function CollegeDetailPage({ id, search }: { id: number; search: CollegeDetailSearch }) {
  const navigate = useNavigate()
  const details = useSchoolDetails(id)
  const { province, track } = useWantedTrack(search)
  const tab = search.tab ?? 'scores'
  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const update = (patch: Partial<CollegeDetailSearch>) =>
    navigate({
      from: '/college/$id',
      to: '/college/$id',
      params: { id },
      search: (current) => ({ ...current, ...patch }),
      resetScroll: false,
    })
  const panel = { schoolId: id, province, wantedTrack: track, search, update }

  return (
    <Page title={details.data?.name ?? siteRoute('/college/$id').title}>
      <QueryState query={details}>
        {(school) => (
          <>
            <CollegeFacts school={school} />
            <SceneryPanel schoolId={id} />
            <section className={styles.section} aria-labelledby="college-figures">
              <h2 id="college-figures" className={styles.sectionTitle}>
                {COLLEGE_TEXT.figuresTitle(province)}
              </h2>
              {province ? (
                <LineTabs
                  tabs={DETAIL_TABS}
                  labels={TAB_LABEL}
                  active={tab}
                  onChange={(key) => update({ tab: key === 'scores' ? undefined : key, page: undefined })}
                >
                  {tab === 'scores' && <SchoolScoresPanel {...panel} />}
                  {tab === 'majorScores' && (
                    <MemberLock feature="majorScores">
                      <MajorScoresPanel {...panel} />
                    </MemberLock>
                  )}
                  {tab === 'plans' && (
                    <MemberLock feature="plans">
                      <PlansPanel {...panel} />
                    </MemberLock>
                  )}
                  {tab === 'majors' && <MajorsPanel schoolId={id} province={province} />}
                </LineTabs>
              ) : (
                <p className={styles.prompt}>
                  {COLLEGE_TEXT.needProvince}
                  <Button className={styles.button} onClick={openProvincePicker}>
                    {DIALOG_TEXT.provincePickerTitle}
                  </Button>
                </p>
              )}
            </section>
            {province && <TrendPanel schoolId={id} province={province} wantedTrack={track} />}
            <SimilarSchools schoolId={id} />
          </>
        )}
      </QueryState>
    </Page>
  )
}
