import { Button } from '@douyinfe/semi-ui'
import { SHELL_TEXT } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '../page/Page'
import styles from './ErrorPage.module.css'

export function ErrorPage({ code, title, children }: { code: string; title: string; children?: ReactNode }) {
  return (
    <Page title={title}>
      <div className={styles.body}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        {children}
        <Link to="/">
          <Button theme="solid">{SHELL_TEXT.backHome}</Button>
        </Link>
      </div>
    </Page>
  )
}
