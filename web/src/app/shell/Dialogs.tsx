import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { usePageLoaded } from '../../lib/use-page-loaded'
import { dialogs } from '../../stores/dialogs'
import { purchase } from '../../stores/purchase'
import { user } from '../../stores/user'
import { usePageNeedsProvince } from './use-page-needs-province'

const LoginDialog = lazy(() => import('../../features/account/components/LoginDialog'))
const AgreementDialog = lazy(() => import('../../features/account/components/AgreementDialog'))
const StudentInfoDialog = lazy(() => import('../../features/account/components/StudentInfoDialog'))
const PurchaseDialog = lazy(() => import('../../features/membership/components/PurchaseDialog'))
const ProvincePicker = lazy(() =>
  import('../../features/site/components/ProvincePicker').then((m) => ({ default: m.ProvincePicker })),
)

/**
 * The app's dialogs (docs/spec-rules.md, Screens: overlays). Their forms and Semi's Modal are
 * heavy, so each loads the first time it opens rather than with the first
 * page (the first-load JS budget, docs/performance-budgets.md).
 */
export function Dialogs() {
  const snap = useSnapshot(dialogs)
  const { province, provincePickerOpen } = useSnapshot(user)
  // A first visit's picker opens by itself on a page that shows the province's figures, once the page has loaded:
  // the page paints first, without waiting for the picker's code. Asked for from a control, it opens at once.
  const pageLoaded = usePageLoaded()
  const needsProvince = usePageNeedsProvince()
  const required = province === '' && needsProvince
  const picker = useOpenedOnce((required && pageLoaded) || provincePickerOpen)
  const login = useOpenedOnce(snap.login.open)
  const agreement = useOpenedOnce(snap.agreement.open)
  const studentInfo = useOpenedOnce(snap.studentInfo.open)
  const purchaseDialog = useOpenedOnce(useSnapshot(purchase).open)
  return (
    // Each overlay has its own boundary: one loading its code must not hide one that is open (docs/login-dialog.md).
    <>
      <Suspense fallback={null}>{picker && <ProvincePicker required={required} />}</Suspense>
      <Suspense fallback={null}>{login && <LoginDialog />}</Suspense>
      <Suspense fallback={null}>{agreement && <AgreementDialog />}</Suspense>
      <Suspense fallback={null}>{studentInfo && <StudentInfoDialog />}</Suspense>
      <Suspense fallback={null}>{purchaseDialog && <PurchaseDialog />}</Suspense>
    </>
  )
}
