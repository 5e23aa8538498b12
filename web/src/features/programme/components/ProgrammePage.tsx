import { PROGRAMME_PAGE_TEXT, type ProgrammeKey, siteRoute } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { QueryState } from '../../../components/data/QueryState'
import { ProductOffers } from '../../../components/member/ProductOffers'
import { Page } from '../../../components/page/Page'
import { useProgrammeDetail, useProgrammeRelated } from '../api/programme'
import styles from './Programme.module.css'
import { ProgrammeJobs } from './ProgrammeJobs'
import { ProgrammeSchools } from './ProgrammeSchools'
import { ScoreGain } from './ScoreGain'

const T = PROGRAMME_PAGE_TEXT

/**
 * A programme page (升学路径): the path's text from the API (who it suits,
 * how it works, its timeline and questions), what the dataset says about it
 * (schools, the ranks a few points buy, state-enterprise jobs), the
 * related articles and tools, and the products on sale (queryProduct).
 */
export function ProgrammePage({ programme }: { programme: ProgrammeKey }) {
  const detail = useProgrammeDetail(programme)
  const pageTitle = siteRoute(`/${programme}`).title
  return (
    <Page title={pageTitle}>
      <QueryState query={detail}>
        {(data) => (
          <article className={styles.article} aria-label={data.title}>
            <header className={styles.lead}>
              {/* The page's own heading already says it when the path's title is the route's. */}
              {data.title !== pageTitle && <h2 className={styles.heading}>{data.title}</h2>}
              <p className={styles.subtitle}>{data.subtitle}</p>
              <p className={styles.summary}>{data.summary}</p>
            </header>
            <section className={styles.section} aria-labelledby={`${programme}-audience`}>
              <h3 id={`${programme}-audience`} className={styles.sectionTitle}>
                {T.audience}
              </h3>
              <ul className={styles.list}>
                {data.audience.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </section>
            {data.sections.map((s) => (
              <section key={s.heading} className={styles.section}>
                <h3 className={styles.sectionTitle}>{s.heading}</h3>
                {s.paragraphs.map((p) => (
                  <p key={p} className={styles.paragraph}>
                    {p}
                  </p>
                ))}
                {s.points.length > 0 && (
                  <ul className={styles.list}>
                    {s.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <Figures programme={programme} />
            {data.steps.length > 0 && (
              <section className={styles.section} aria-labelledby={`${programme}-steps`}>
                <h3 id={`${programme}-steps`} className={styles.sectionTitle}>
                  {T.steps}
                </h3>
                <ol className={styles.steps}>
                  {data.steps.map((s) => (
                    <li key={s.title}>
                      <strong>{s.title}</strong>
                      <span>{s.text}</span>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {data.faq.length > 0 && (
              <section className={styles.section} aria-labelledby={`${programme}-faq`}>
                <h3 id={`${programme}-faq`} className={styles.sectionTitle}>
                  {T.faq}
                </h3>
                <dl className={styles.faq}>
                  {data.faq.map((f) => (
                    <div key={f.question}>
                      <dt>{f.question}</dt>
                      <dd>{f.answer}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <Related programme={programme} />
            <ProductOffers title={T.products} />
            <footer className={styles.source}>
              <p>{T.source(data.source, data.updated)}</p>
              <p>{T.contentNote}</p>
            </footer>
          </article>
        )}
      </QueryState>
    </Page>
  )
}

/** What the dataset says about the path. */
function Figures({ programme }: { programme: ProgrammeKey }) {
  switch (programme) {
    case 'plan':
    case 'undergraduatePlan':
    case 'postgraduatePlan':
    case 'singleMovePlan':
      return <ProgrammeSchools programme={programme} />
    case 'scorePromote':
      return <ScoreGain />
    case 'stateEnterprisePlan':
      return <ProgrammeJobs />
  }
}

function Related({ programme }: { programme: ProgrammeKey }) {
  const related = useProgrammeRelated(programme)
  return (
    <QueryState query={related}>
      {(data) => (
        <div className={styles.related}>
          {data.tools.length > 0 && (
            <section className={styles.section} aria-labelledby={`${programme}-tools`}>
              <h3 id={`${programme}-tools`} className={styles.sectionTitle}>
                {T.tools}
              </h3>
              <ul className={styles.cards}>
                {data.tools.map((t) => (
                  <li key={t.path}>
                    <Link to={t.path} className={styles.card}>
                      <strong>{t.title}</strong>
                      <span>{t.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.articles.length > 0 && (
            <section className={styles.section} aria-labelledby={`${programme}-articles`}>
              <h3 id={`${programme}-articles`} className={styles.sectionTitle}>
                {T.related}
              </h3>
              <ul className={styles.articles}>
                {data.articles.map((a) => (
                  <li key={a.id}>
                    <Link
                      to="/information/$id"
                      params={{ id: a.id }}
                      search={a.kind === 'notice' ? { kind: 'notice' } : {}}
                    >
                      {a.title}
                    </Link>
                    <span className={styles.date}>{a.date}</span>
                    <p>{a.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </QueryState>
  )
}
