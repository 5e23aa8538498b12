import { NAV_ITEMS, SITE_NAME } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HomeCarousel } from './HomeCarousel'
import styles from './HomePage.module.css'

export function HomePage() {
  useEffect(() => {
    document.title = SITE_NAME
  }, [])
  return (
    <div className={styles.home}>
      <h1 className={styles.visuallyHidden}>{SITE_NAME}</h1>
      <HomeCarousel />
      <nav aria-label="常用功能" className={styles.entries}>
        {NAV_ITEMS.map((item) => (
          <Link key={item.path} to={item.path} className={styles.entry}>
            {item.label}
          </Link>
        ))}
      </nav>
    </div>
  )
}
