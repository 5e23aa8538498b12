import { DATA_DISCLAIMER, SHELL_TEXT, SITE_NAME } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import styles from './Footer.module.css'

/** The footer: the agreement link and the data disclaimer of spec §1. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.disclaimer}>{DATA_DISCLAIMER}</p>
        <p className={styles.links}>
          <span>© {SITE_NAME}</span>
          <Link to="/userAgreement">{SHELL_TEXT.agreementLink}</Link>
        </p>
      </div>
    </footer>
  )
}
