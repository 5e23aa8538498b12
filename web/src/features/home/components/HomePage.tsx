import { SITE_NAME } from '@gaokao/contracts'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { user } from '../../../stores/user'
import { partState, useHomePage } from '../api/home-page'
import { ArticleColumns } from './ArticleColumns'
import { EntryCards } from './EntryCards'
import { HighPayMajors } from './HighPayMajors'
import { HomeCarousel } from './HomeCarousel'
import styles from './HomePage.module.css'
import { QuickRankBox } from './QuickRankBox'
import { RecommendedSchools } from './RecommendedSchools'

/**
 * The home page: carousel, entry cards to the main tools, the score-to-rank
 * box, notices and news, schools recommended for the visitor's province and
 * the high-pay majors. Everything but the carousel comes from one bff
 * payload (/bff/pages/home); each section has its own loading, empty and
 * error state.
 */
export function HomePage() {
  const { province } = useSnapshot(user)
  const page = useHomePage(province)
  useEffect(() => {
    document.title = SITE_NAME
  }, [])
  const parts = page.data
  return (
    <div className={styles.home}>
      <h1 className={styles.visuallyHidden}>{SITE_NAME}</h1>
      <HomeCarousel />
      <EntryCards />
      <div className={styles.row}>
        <QuickRankBox />
        <ArticleColumns
          notices={partState(page, parts?.notices)}
          news={partState(page, parts?.news)}
          onRetry={() => page.refetch()}
        />
      </div>
      <RecommendedSchools province={province} state={partState(page, parts?.schools)} onRetry={() => page.refetch()} />
      <HighPayMajors
        undergraduate={partState(page, parts?.undergraduateMajors)}
        vocational={partState(page, parts?.vocationalMajors)}
        onRetry={() => page.refetch()}
      />
    </div>
  )
}
