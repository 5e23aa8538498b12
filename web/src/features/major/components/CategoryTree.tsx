import { MAJOR_TEXT, type MajorLevel } from '@gaokao/contracts'
import { Link } from '@tanstack/react-router'
import { QueryState } from '../../../components/data/QueryState'
import { useNarrow } from '../../../lib/use-narrow'
import { useCategories, useClasses } from '../api/catalogue'
import { levelSearch } from '../lib/major-search'
import styles from './Major.module.css'

interface Props {
  cc: MajorLevel
  xkml?: string
  zyl?: string
  keyword?: string
}

/**
 * The 门类 -> 专业类 tree of a level as links (a URL per node): the chosen
 * 门类 opens to show its 专业类.
 */
export function CategoryTree({ cc, xkml, zyl, keyword }: Props) {
  const categories = useCategories(cc)
  const narrow = useNarrow()
  const title = MAJOR_TEXT.category(cc)
  const chosen = categories.data?.find((c) => c.code === xkml)?.name
  // On a phone the tree folds away above the list (a tap opens it); on a wide screen it stays open beside it.
  return (
    <nav className={`${styles.panel} ${styles.treePanel}`} aria-label={title}>
      <details open={!narrow} className={styles.details}>
        <summary className={styles.summary}>
          <h2 className={styles.panelTitle}>
            {title}
            {chosen && <span className={styles.count}>{chosen}</span>}
          </h2>
        </summary>
        <Tree cc={cc} xkml={xkml} zyl={zyl} keyword={keyword} query={categories} />
      </details>
    </nav>
  )
}

function Tree({ cc, xkml, zyl, keyword, query }: Props & { query: ReturnType<typeof useCategories> }) {
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className={styles.tree}>
          <li>
            <Link
              to="/major"
              search={levelSearch(cc)}
              className={styles.node}
              aria-current={!xkml && !keyword ? 'page' : undefined}
            >
              {MAJOR_TEXT.allCategories}
            </Link>
          </li>
          {list.map((c) => (
            <li key={c.code}>
              <Link
                to="/major"
                search={{ ...levelSearch(cc), xkml: c.code }}
                className={styles.node}
                aria-current={c.code === xkml && !zyl ? 'page' : undefined}
                aria-expanded={c.code === xkml}
              >
                <span>{c.name}</span>
                <span className={styles.nodeCount}>{c.majorCount}</span>
              </Link>
              {c.code === xkml && <Classes cc={cc} xkml={c.code} zyl={zyl} />}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function Classes({ cc, xkml, zyl }: { cc: MajorLevel; xkml: string; zyl?: string }) {
  const classes = useClasses(cc, xkml)
  return (
    <QueryState query={classes} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className={styles.subtree} aria-label={MAJOR_TEXT.className}>
          {list.map((k) => (
            <li key={k.code}>
              <Link
                to="/major"
                search={{ ...levelSearch(cc), xkml, zyl: k.code }}
                className={styles.leaf}
                aria-current={k.code === zyl ? 'page' : undefined}
              >
                <span>{k.name}</span>
                <span className={styles.nodeCount}>{k.majorCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
