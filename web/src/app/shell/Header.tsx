import { NAV_ITEMS, SHELL_TEXT, SITE_NAME } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { type FocusEvent, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { UserMenu } from '../../features/account/components/UserMenu'
import { HeaderSearch } from '../../features/search/components/HeaderSearch'
import { openProvincePicker, user } from '../../stores/user'
import styles from './Header.module.css'
import { useCompactHeader } from './use-compact-header'
import { useMoreToTheRight } from './use-scroll-hint'

/**
 * The top bar: the site's name, the eight navigation entries, the search box and the current province.
 * On phones it folds to the navigation row while the page scrolls down (docs/phone-layouts.md).
 */
export function Header() {
  const { province } = useSnapshot(user)
  const compact = useCompactHeader()
  return (
    <header className={styles.header} data-compact={compact || undefined}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{SITE_NAME}</span>
        </Link>
        <MainNav />
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <button type="button" className={styles.province} onClick={openProvincePicker}>
          <span className={styles.provinceName}>{province || SHELL_TEXT.chooseProvince}</span>
          {province && <span className={styles.provinceHint}>{SHELL_TEXT.changeProvince}</span>}
        </button>
        <UserMenu />
      </div>
    </header>
  )
}

/** Room kept at the row's ends for the fade and the arrow over it. */
const HINT_PX = 48

/**
 * Scrolls the row so a focused entry is wholly in view, clear of the fade: Chromium left the last entry half
 * under the row's edge when focus reached it by Tab. Only the row scrolls, never the page.
 */
function revealFocused(event: FocusEvent<HTMLElement>) {
  const nav = event.currentTarget
  const link = event.target
  if (!(link instanceof HTMLElement) || link === nav) return
  const start = link.offsetLeft - nav.offsetLeft
  const end = start + link.offsetWidth
  if (start < nav.scrollLeft) nav.scrollLeft = Math.max(0, start - HINT_PX)
  else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth + HINT_PX
}

/**
 * The eight entries in a row that scrolls sideways on phones; while more lie to the right, the row's end fades
 * and an arrow shows it (tapping the arrow scrolls on). Keyboard focus scrolls each entry into view by itself.
 */
function MainNav() {
  const ref = useRef<HTMLElement>(null)
  const more = useMoreToTheRight(ref)
  return (
    <div className={styles.navWrap} data-more={more || undefined}>
      <nav ref={ref} aria-label={SHELL_TEXT.mainNavigation} className={styles.nav} onFocus={revealFocused}>
        {NAV_ITEMS.map((item) => (
          <Link key={item.path} to={item.path} className={styles.link} activeProps={{ className: styles.active }}>
            {item.label}
          </Link>
        ))}
      </nav>
      {/* A pointer's shortcut only: hidden from screen readers and the tab order, which reach every entry. */}
      <button
        type="button"
        className={styles.more}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => ref.current?.scrollBy({ left: ref.current.clientWidth * 0.8, behavior: 'smooth' })}
      >
        ›
      </button>
    </div>
  )
}
