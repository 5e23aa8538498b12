import { AGREEMENT } from '@gaokao/contracts'
import styles from './AgreementText.module.css'

export function AgreementText() {
  return (
    <article className={styles.text}>
      <p>{AGREEMENT.preamble}</p>
      {AGREEMENT.clauses.map((clause) => (
        <section key={clause.heading}>
          <h3>{clause.heading}</h3>
          <p>{clause.text}</p>
        </section>
      ))}
      <p className={styles.notice}>{AGREEMENT.dataNotice}</p>
    </article>
  )
}
