import { NAV_ITEMS, SHELL_TEXT, SITE_NAME } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { UserMenu } from '../../features/account/components/UserMenu'
import { HeaderSearch } from '../../features/search/components/HeaderSearch'
import { openProvincePicker, user } from '../../stores/user'
import styles from './Header.module.css'

/** The top bar: the site's name, the eight navigation entries, the search box and the current province. */
export function Header() {
  const { province } = useSnapshot(user)
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label={SHELL_TEXT.mainNavigation} className={styles.nav}>
          {NAV_ITEMS.map((item) => (
            <Link key={item.path} to={item.path} className={styles.link} activeProps={{ className: styles.active }}>
              {item.label}
            </Link>
          ))}
        </nav>
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
