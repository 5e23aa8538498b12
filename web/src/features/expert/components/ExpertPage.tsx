import { TabPane, Tabs } from '@douyinfe/semi-ui'
import { EXPERT_PAGE_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { Page } from '../../../components/page/Page'
import type { ExpertSearch, ExpertTab } from '../lib/expert-search'
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
      <Tabs type="line" activeKey={tab} keepDOM={false} onChange={(key) => go({ tab: key as ExpertTab })}>
        <TabPane tab={T.tabs.experts} itemKey="experts">
          <ExpertsTab onSaved={() => go({ tab: 'mine' })} />
        </TabPane>
        <TabPane tab={T.tabs.mine} itemKey="mine">
          <MyConsults />
        </TabPane>
        <TabPane tab={T.tabs.schemes} itemKey="schemes">
          {search.scheme === undefined ? (
            <SchemesTab onOpen={(id) => go({ tab: 'schemes', scheme: id })} />
          ) : (
            <SchemeView id={search.scheme} onBack={() => go({ tab: 'schemes' })} />
          )}
        </TabPane>
      </Tabs>
    </Page>
  )
}
