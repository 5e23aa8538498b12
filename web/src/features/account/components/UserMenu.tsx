import { Button } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, maskPhone } from '@gaokao/contracts'
import { useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useOnDemand } from '../../../lib/use-on-demand'
import { openLogin } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import type { MenuArrival } from './UserDropdown'
import styles from './UserMenu.module.css'

const loadUserDropdown = () => import('./UserDropdown')

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
  return <UserName name={nickName || maskPhone(phone)} />
}

/**
 * The user's name: a plain button until the first pointer, focus or tap on
 * it, which loads Semi's Dropdown (and its Tooltip) to take its place; a
 * click or tap before that code arrives opens the menu as it arrives.
 * Mounted on every logged-in page from the first render, the Dropdown cost
 * each page's first paint its code and its mount, for a menu most visits
 * never open (docs/performance-budgets.md).
 */
function UserName({ name }: { name: string }) {
  const [UserDropdown, loadMenu] = useOnDemand(loadUserDropdown)
  // What the user did to the name while the menu's code loaded, for the menu to pick up as it arrives.
  const arrival = useRef<MenuArrival>({ clicked: false, focused: false })
  const load = (change: Partial<MenuArrival> = {}) => {
    Object.assign(arrival.current, change)
    loadMenu()
  }
  if (UserDropdown) return <UserDropdown name={name} arrival={arrival.current} />
  return (
    <button
      type="button"
      className={styles.user}
      aria-haspopup="menu"
      onPointerEnter={() => load()}
      onClick={() => load({ clicked: true })}
      onFocus={() => load({ focused: true })}
      onBlur={() => load({ focused: false })}
    >
      {name}
    </button>
  )
}
