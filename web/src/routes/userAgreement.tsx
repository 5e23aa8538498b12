import { createFileRoute } from '@tanstack/react-router'
import { useSiteInfo } from '../api/reference/site-info'
import { UserAgreementPage } from '../components/agreement/UserAgreementPage'

export const Route = createFileRoute('/userAgreement')({
  component: function UserAgreementRoute() {
    const hotline = useSiteInfo().data?.hotline
    return <UserAgreementPage hotline={hotline} />
  },
})
