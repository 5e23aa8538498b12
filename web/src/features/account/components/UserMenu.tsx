import { Button, Dropdown } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, maskPhone, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { openLogin } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { logoutUser } from '../lib/flows'
import styles from './UserMenu.module.css'

/** The header's account corner: 登录 for visitors; the user's name with the personal centre and logout otherwise. */
export function UserMenu() {
  const { session, nickName, phone } = useSnapshot(user)
  const navigate = useNavigate()
  if (session === 'unknown') return <span className={styles.placeholder} />
  if (session === 'anonymous') {
    return (
      <Button theme="solid" className={styles.login} onClick={() => openLogin()}>
        {ACCOUNT_TEXT.login}
      </Button>
    )
  }
  return (
    <Dropdown
      position="bottomRight"
      render={
        <Dropdown.Menu>
          <Dropdown.Item onClick={() => navigate({ to: '/personal' })}>{siteRoute('/personal').title}</Dropdown.Item>
          <Dropdown.Item onClick={() => logoutUser(() => navigate({ to: '/' }))}>{ACCOUNT_TEXT.logout}</Dropdown.Item>
        </Dropdown.Menu>
      }
    >
      <button type="button" className={styles.user} aria-haspopup="menu">
        {nickName || maskPhone(phone)}
      </button>
    </Dropdown>
  )
}
