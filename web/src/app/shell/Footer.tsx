import { DATA_DISCLAIMER, DATA_NOTE_TEXT, FOOTER_TEXT, SHELL_TEXT, SITE_NAME } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { useSiteInfo } from '../../api/reference/site-info'
import styles from './Footer.module.css'

/**
 * The footer: the agreement link, the data statement (what is published and
 * what is 示例数据, no more; its sources on /dataNote) and the
 * operator's hotline for reporting data errors (shown only when the
 * operator has configured one: no placeholder, docs/hotline.md).
 */
export function Footer() {
  const info = useSiteInfo().data
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.disclaimer}>{DATA_DISCLAIMER}</p>
        {info?.hotline ? <p className={styles.hotline}>{SHELL_TEXT.hotline(info.hotline)}</p> : null}
        <p className={styles.links}>
          <span>© {info?.operator ? FOOTER_TEXT.operator(info.operator) : SITE_NAME}</span>
          <Link to="/userAgreement">{SHELL_TEXT.agreementLink}</Link>
          <Link to="/dataNote">{DATA_NOTE_TEXT.footerLink}</Link>
        </p>
      </div>
    </footer>
  )
}
