import { Dropdown } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { logoutUser } from '../lib/flows'
import styles from './UserMenu.module.css'

/** Where the user is on the plain name this menu replaces as it arrives (UserMenu). */
export interface MenuArrival {
  clicked: boolean
  focused: boolean
}

interface UserDropdownProps {
  name: string
  arrival: Readonly<MenuArrival>
}

/**
 * The logged-in user's menu: the personal centre and logout. It opens on a
 * click or tap (and Enter or Space), which phones and keyboards have, not on
 * hover. Loaded on the first hover, focus or tap of the name (UserMenu).
 */
export default function UserDropdown({ name, arrival }: UserDropdownProps) {
  const navigate = useNavigate()
  const trigger = useRef<HTMLButtonElement>(null)
  // Only as it arrives: the plain name's focus moves here, and its click opens the menu.
  const arrivedWith = useRef(arrival)
  useEffect(() => {
    const button = trigger.current
    if (!button) return
    // The focused plain name left the document with this mount: the focus sits on body unless the user moved on.
    if (arrivedWith.current.focused && document.activeElement === document.body) button.focus()
    // After Semi has set the Tooltip up: a click during its mount is lost.
    if (arrivedWith.current.clicked) setTimeout(() => button.click())
  }, [])
  return (
    <Dropdown
      trigger="click"
      clickToHide
      position="bottomRight"
      render={
        <Dropdown.Menu>
          <Dropdown.Item onClick={() => navigate({ to: '/personal' })}>{siteRoute('/personal').title}</Dropdown.Item>
          <Dropdown.Item onClick={() => logoutUser(() => navigate({ to: '/' }))}>{ACCOUNT_TEXT.logout}</Dropdown.Item>
        </Dropdown.Menu>
      }
    >
      <button ref={trigger} type="button" className={styles.user} aria-haspopup="menu">
        {name}
      </button>
    </Dropdown>
  )
}
