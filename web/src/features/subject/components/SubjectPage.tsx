import { Spin } from '@douyinfe/semi-ui'
import { SUBJECT_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Page } from '../../../components/page/Page'
import { LineTabs } from '../../../components/tabs/LineTabs'
import { user } from '../../../stores/user'
import { defaultXk, parseCompare, validXk } from '../lib/combination'
import { SUBJECT_TABS, type SubjectSearch } from '../lib/subject-search'
import { CombinationTab } from './CombinationTab'
import { MajorTab } from './MajorTab'
import { SchoolTab } from './SchoolTab'
import styles from './Subject.module.css'
import type { SubjectContext } from './subject-context'

const TAB_LABEL = { combo: SUBJECT_TEXT.tabCombination, school: SUBJECT_TEXT.tabSchool, major: SUBJECT_TEXT.tabMajor }

/**
 * /subject (选科): what a subject combination opens in the province's
 * enrolment plan (share, schools, majors, up to three combinations side by
 * side), a school's requirements by major, and a major's requirements
 * across schools. The province and subjects default to the user's own.
 */
export function SubjectPage({ search }: { search: SubjectSearch }) {
  const profile = useSnapshot(user)
  const provinces = useGaokaoProvinces()
  const navigate = useNavigate()
  const province = search.province ?? profile.province
  const mode = provinces.data?.find((p) => p.value === province)?.gkms

  // From the URL as it is now, not this render's `search`: the router renders a navigation in a transition,
  // so a second quick change would otherwise drop the first (docs/web-routing.md).
  const update = (patch: Partial<SubjectSearch>) =>
    void navigate({ from: '/subject', to: '/subject', search: (current) => ({ ...current, ...patch }), replace: true })

  let body = <Spin />
  if (provinces.isSuccess && !mode) body = <p className={styles.hint}>{SUBJECT_TEXT.chooseProvince}</p>
  if (mode) {
    const context: SubjectContext = {
      province,
      mode,
      xk: validXk(search.xk, mode, province) ?? defaultXk(mode, province, profile.xk),
      compare: parseCompare(search.cmp, mode, province),
      search,
      update,
    }
    const tab = search.tab ?? 'combo'
    body = (
      <LineTabs
        tabs={SUBJECT_TABS}
        labels={TAB_LABEL}
        active={tab}
        onChange={(key) => update({ tab: key, page: undefined, kw: undefined })}
      >
        {tab === 'combo' && <CombinationTab context={context} />}
        {tab === 'school' && <SchoolTab context={context} />}
        {tab === 'major' && <MajorTab context={context} />}
      </LineTabs>
    )
  }

  return (
    <Page title={siteRoute('/subject').title}>
      <div className={styles.toolbar}>
        <NativeSelect
          label={SUBJECT_TEXT.province}
          value={province}
          placeholder={SUBJECT_TEXT.chooseProvince}
          options={provinces.data ?? []}
          onChange={(value) =>
            update({
              province: value === profile.province ? undefined : value,
              xk: undefined,
              cmp: undefined,
              page: undefined,
            })
          }
        />
        {mode && <p className={styles.mode}>{SUBJECT_TEXT.mode(mode)}</p>}
      </div>
      {body}
    </Page>
  )
}
