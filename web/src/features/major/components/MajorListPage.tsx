import { MAJOR_LEVELS, MAJOR_TEXT, type MajorLevel, siteRoute } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import { KeywordForm } from '../../../components/form/KeywordForm'
import { Segmented } from '../../../components/form/Segmented'
import { Page } from '../../../components/page/Page'
import { useLevels } from '../api/catalogue'
import { MAJOR_PAGE_SIZE, useMajorList } from '../api/major-list'
import { DEFAULT_LEVEL, type MajorListSearch } from '../lib/major-search'
import { CategoryTree } from './CategoryTree'
import { FocusedMajors } from './FocusedMajors'
import { HighPayMajors } from './HighPayMajors'
import styles from './Major.module.css'
import { MajorCard } from './MajorCard'

/**
 * /major: the majors of a level (本科/专科), narrowed by the 门类 -> 专业类
 * tree or found by keyword, paged by the server; the best-paid majors and
 * the user's followed ones beside them. The URL holds the whole view.
 */
export function MajorListPage({ search }: { search: MajorListSearch }) {
  const navigate = useNavigate()
  const cc: MajorLevel = search.cc ?? DEFAULT_LEVEL
  const page = search.page ?? 1
  const levels = useLevels()
  const list = useMajorList({ cc, xkml: search.xkml, zyl: search.zyl, keyword: search.keyword, page })
  const update = (next: MajorListSearch) =>
    navigate({ to: '/major', search: { ...next, cc: next.cc === DEFAULT_LEVEL ? undefined : next.cc } })

  return (
    <Page title={siteRoute('/major').title}>
      <div className={styles.toolbar}>
        <Segmented
          legend={MAJOR_TEXT.level}
          options={MAJOR_LEVELS.map((level) => {
            const count = levels.data?.find((l) => l.cc === level)?.majorCount
            return { value: level, label: count === undefined ? level : `${level}（${count}）` }
          })}
          value={cc}
          onChange={(value) => update({ cc: value })}
        />
        <KeywordForm
          className={styles.keyword}
          keyword={search.keyword}
          label={MAJOR_TEXT.keywordPlaceholder}
          searchText={MAJOR_TEXT.search}
          clearText={MAJOR_TEXT.clear}
          onSearch={(keyword) => update(keyword ? { cc, keyword } : { cc })}
        />
      </div>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <CategoryTree cc={cc} xkml={search.xkml} zyl={search.zyl} keyword={search.keyword} />
          <HighPayMajors cc={cc} />
          <FocusedMajors />
        </aside>
        <section className={styles.main} aria-labelledby="major-list-title">
          <h2 id="major-list-title" className={styles.sectionTitle}>
            {search.keyword ? `“${search.keyword}”` : cc}
            {list.data && <span className={styles.count}>{MAJOR_TEXT.resultCount(list.data.total)}</span>}
          </h2>
          <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={MAJOR_TEXT.empty}>
            {(d) => (
              <>
                <ul className={styles.cards} aria-busy={list.isPlaceholderData}>
                  {d.list.map((m) => (
                    <li key={m.id}>
                      <MajorCard major={m} />
                    </li>
                  ))}
                </ul>
                {d.total > MAJOR_PAGE_SIZE && (
                  <Pager
                    total={d.total}
                    pageSize={MAJOR_PAGE_SIZE}
                    page={page}
                    onPage={(p) => update({ ...search, page: p > 1 ? p : undefined })}
                  />
                )}
              </>
            )}
          </QueryState>
        </section>
      </div>
    </Page>
  )
}
