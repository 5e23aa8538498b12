import { Button } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, maskPhone } from '@gaokao/contracts'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { openLogin } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import styles from './UserMenu.module.css'

const UserDropdown = lazy(() => import('./UserDropdown'))

/** The header's account corner: 登录 for visitors; the user's name with the personal centre and logout otherwise. */
export function UserMenu() {
  const { session, nickName, phone } = useSnapshot(user)
  if (session === 'unknown') return <span className={styles.placeholder} />
  if (session === 'anonymous') {
    return (
      <Button theme="solid" className={styles.login} onClick={() => openLogin()}>
        {ACCOUNT_TEXT.login}
      </Button>
    )
  }
  const name = nickName || maskPhone(phone)
  return (
    // Until the menu's code arrives, the name shows in the same place and shape.
    <Suspense
      fallback={
        <button type="button" className={styles.user} aria-haspopup="menu">
          {name}
        </button>
      }
    >
      <UserDropdown name={name} />
    </Suspense>
  )
}
