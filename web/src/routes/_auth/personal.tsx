import { createFileRoute } from '@tanstack/react-router'
import { ProfileCard } from '../../features/account/components/PersonalPage'
import { MembershipTab } from '../../features/membership/components/MembershipTab'
import { PersonalCentre } from '../../features/personal/components/PersonalCentre'
import { validatePersonalSearch } from '../../features/personal/lib/personal-search'
import { validatedOnly } from '../../lib/search-params'

/** /personal: the personal centre's tabs; the profile and membership parts come from their features. */
export const Route = createFileRoute('/_auth/personal')({
  validateSearch: validatedOnly(validatePersonalSearch),
  component: function PersonalRoute() {
    return <PersonalCentre search={Route.useSearch()} profile={<ProfileCard />} membership={<MembershipTab />} />
  },
})
