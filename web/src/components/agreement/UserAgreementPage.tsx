import { AGREEMENT, AGREEMENT_PAGE_TEXT } from '@gaokao/contracts'
import { Page } from '../page/Page'
import { AgreementText } from './AgreementText'
import styles from './AgreementText.module.css'

/**
 * /userAgreement (docs/spec-rules.md, Screens): the agreement of the login dialog as a page of
 * its own, with the data-error hotline (docs/hotline.md) when the site knows it.
 */
export function UserAgreementPage({ hotline }: { hotline?: string | undefined }) {
  return (
    <Page title={AGREEMENT.title}>
      <div className={styles.page}>
        <AgreementText />
        {hotline ? <p className={styles.hotline}>{AGREEMENT_PAGE_TEXT.hotline(hotline)}</p> : null}
      </div>
    </Page>
  )
}
