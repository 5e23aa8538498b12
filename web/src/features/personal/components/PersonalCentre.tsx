import { TabPane, Tabs } from '@douyinfe/semi-ui'
import { PERSONAL_TEXT, type PersonalTab, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '../../../components/page/Page'
import type { PersonalSearch } from '../lib/personal-search'
import { EvaluationsTab } from './EvaluationsTab'
import { FocusTab } from './FocusTab'
import { HeadImageCard } from './HeadImageCard'
import styles from './Personal.module.css'
import { WishesTab } from './WishesTab'

interface Props {
  search: PersonalSearch
  /** The student's profile card (the account feature's). */
  profile: ReactNode
  /** 订单与会员: the membership feature's tab content. */
  membership: ReactNode
}

/**
 * /personal (个人中心): the tabs of the user's own things. The tab and its
 * list's page live in the URL; only the open tab renders (and fetches).
 * Other features' parts come in as slots, composed by the route.
 */
export function PersonalCentre({ search, profile, membership }: Props) {
  const navigate = useNavigate()
  const tab: PersonalTab = search.tab ?? 'profile'
  const page = search.page ?? 1
  const toPage = (p: number) =>
    void navigate({ to: '/personal', search: { ...search, page: p > 1 ? p : undefined }, replace: true })
  return (
    <Page title={siteRoute('/personal').title}>
      <Tabs
        type="line"
        activeKey={tab}
        keepDOM={false}
        className={styles.tabs}
        onChange={(key) =>
          void navigate({
            to: '/personal',
            search: { tab: key === 'profile' ? undefined : (key as PersonalTab) },
            replace: true,
          })
        }
      >
        <TabPane tab={PERSONAL_TEXT.tabProfile} itemKey="profile">
          <div className={styles.stack}>
            <HeadImageCard />
            {profile}
          </div>
        </TabPane>
        <TabPane tab={PERSONAL_TEXT.tabFocus} itemKey="focus">
          <FocusTab page={page} onPage={toPage} />
        </TabPane>
        <TabPane tab={PERSONAL_TEXT.tabEvaluations} itemKey="evaluations">
          <EvaluationsTab page={page} onPage={toPage} />
        </TabPane>
        <TabPane tab={PERSONAL_TEXT.tabWishes} itemKey="wishes">
          <WishesTab page={page} onPage={toPage} />
        </TabPane>
        <TabPane tab={PERSONAL_TEXT.tabMembership} itemKey="membership">
          {membership}
        </TabPane>
      </Tabs>
    </Page>
  )
}
