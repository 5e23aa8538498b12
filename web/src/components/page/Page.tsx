import { SITE_NAME } from '@gaokao/contracts'
import { type ReactNode, useEffect } from 'react'
import styles from './Page.module.css'

/** A page's heading and the browser tab's title. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} - ${SITE_NAME}`
  }, [title])
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  )
}
