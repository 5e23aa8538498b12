import { EXPERT_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { Page } from '../../../components/page/Page'
import { LineTabs } from '../../../components/tabs/LineTabs'
import { EXPERT_TABS, type ExpertSearch } from '../lib/expert-search'
import styles from './Expert.module.css'
import { ExpertsTab } from './ExpertsTab'
import { MyConsults } from './MyConsults'
import { SchemesTab } from './SchemesTab'
import { SchemeView } from './SchemeView'

const T = EXPERT_PAGE_TEXT

/**
 * /expertOneToOne: the sample experts and the consultation form, the
 * user's consultations, and the expert-assisted plans (辅助方案) that end in
 * a generated report. The tab and the open plan live in the URL.
 */
export function ExpertPage({ search }: { search: ExpertSearch }) {
  const navigate = useNavigate()
  const tab = search.tab ?? 'experts'
  const go = (next: ExpertSearch) => void navigate({ to: '/expertOneToOne', search: next })
  return (
    <Page title={siteRoute('/expertOneToOne').title}>
      <p className={styles.intro}>{T.intro}</p>
      <LineTabs tabs={EXPERT_TABS} labels={T.tabs} active={tab} onChange={(key) => go({ tab: key })}>
        {tab === 'experts' && <ExpertsTab onSaved={() => go({ tab: 'mine' })} />}
        {tab === 'mine' && <MyConsults />}
        {tab === 'schemes' &&
          (search.scheme === undefined ? (
            <SchemesTab onOpen={(id) => go({ tab: 'schemes', scheme: id })} />
          ) : (
            <SchemeView id={search.scheme} onBack={() => go({ tab: 'schemes' })} />
          ))}
      </LineTabs>
    </Page>
  )
}
