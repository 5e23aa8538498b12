import { createFileRoute } from '@tanstack/react-router'
import { UserAgreementPage } from '../components/agreement/UserAgreementPage'
import { useSiteInfo } from '../features/site/api/site-info'

export const Route = createFileRoute('/userAgreement')({
  component: function UserAgreementRoute() {
    const hotline = useSiteInfo().data?.hotline
    return <UserAgreementPage hotline={hotline} />
  },
})
