import { lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { purchase } from '../../features/membership/stores/purchase'
import { dialogs } from '../../stores/dialogs'

const LoginDialog = lazy(() => import('../../features/account/components/LoginDialog'))
const AgreementDialog = lazy(() => import('../../features/account/components/AgreementDialog'))
const StudentInfoDialog = lazy(() => import('../../features/account/components/StudentInfoDialog'))
const PurchaseDialog = lazy(() => import('../../features/membership/components/PurchaseDialog'))

/** True from the first time `open` is true: the dialog's code loads then, and stays for its closing animation. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  return opened || open
}

/**
 * The app's dialogs (spec §2 overlays). Their forms are heavy, so each loads
 * the first time it opens rather than with the first page.
 */
export function Dialogs() {
  const snap = useSnapshot(dialogs)
  const login = useOpenedOnce(snap.login.open)
  const agreement = useOpenedOnce(snap.agreement.open)
  const studentInfo = useOpenedOnce(snap.studentInfo.open)
  const purchaseDialog = useOpenedOnce(useSnapshot(purchase).open)
  return (
    <Suspense fallback={null}>
      {login && <LoginDialog />}
      {agreement && <AgreementDialog />}
      {studentInfo && <StudentInfoDialog />}
      {purchaseDialog && <PurchaseDialog />}
    </Suspense>
  )
}
