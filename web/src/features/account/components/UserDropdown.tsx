import { Dropdown } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { logoutUser } from '../lib/flows'
import styles from './UserMenu.module.css'

/** The logged-in user's menu: the personal centre and logout. Loaded apart from the first page (Semi's Dropdown is heavy). */
export default function UserDropdown({ name }: { name: string }) {
  const navigate = useNavigate()
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
        {name}
      </button>
    </Dropdown>
  )
}
