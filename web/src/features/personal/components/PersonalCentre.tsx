import { PERSONAL_TABS, PERSONAL_TEXT, type PersonalTab, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '../../../components/page/Page'
import { LineTabs } from '../../../components/tabs/LineTabs'
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

const TAB_LABEL: Record<PersonalTab, string> = {
  profile: PERSONAL_TEXT.tabProfile,
  focus: PERSONAL_TEXT.tabFocus,
  evaluations: PERSONAL_TEXT.tabEvaluations,
  wishes: PERSONAL_TEXT.tabWishes,
  membership: PERSONAL_TEXT.tabMembership,
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
      <LineTabs
        tabs={PERSONAL_TABS}
        labels={TAB_LABEL}
        active={tab}
        onChange={(key) =>
          void navigate({ to: '/personal', search: { tab: key === 'profile' ? undefined : key }, replace: true })
        }
      >
        {tab === 'profile' && (
          <div className={styles.stack}>
            <HeadImageCard />
            {profile}
          </div>
        )}
        {tab === 'focus' && <FocusTab page={page} onPage={toPage} />}
        {tab === 'evaluations' && <EvaluationsTab page={page} onPage={toPage} />}
        {tab === 'wishes' && <WishesTab page={page} onPage={toPage} />}
        {tab === 'membership' && membership}
      </LineTabs>
    </Page>
  )
}
