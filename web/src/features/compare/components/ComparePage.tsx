import { COMPARE_MIN, COMPARE_TEXT, siteRoute } from '@gaokao/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { compareBasket, setCompare } from '../../../components/compare/compare-basket'
import { QueryState } from '../../../components/data/QueryState'
import { Page } from '../../../components/page/Page'
import { user } from '../../../stores/user'
import { useSchoolCompare } from '../api/school-compare'
import { compareBody } from '../lib/compare-body'
import { parseCompareIds } from '../lib/compare-ids'
import styles from './Compare.module.css'
import { CompareTable } from './CompareTable'

/**
 * 院校对比: the link's 2-4 colleges side by side (docs/compare.md). What is
 * wrong with the link is said above the table (bad ids, too many, ids that
 * are no college); fewer than two asks for more.
 */
export function ComparePage({ search }: { search: { ids?: string } }) {
  const { ids, bad, tooMany } = parseCompareIds(search.ids)
  const { province, xk } = useSnapshot(user)
  const mode = useGaokaoProvinces().data?.find((p) => p.value === province)?.gkms
  const query = useSchoolCompare(compareBody(ids, province, mode, xk), ids.length > 0)
  const navigate = useNavigate()
  const basket = useSnapshot(compareBasket)

  const remove = (id: number) => {
    if (basket.ids.includes(id)) setCompare(basket.ids.filter((b) => b !== id))
    const rest = ids.filter((i) => i !== id)
    void navigate({ to: '/compare', search: rest.length > 0 ? { ids: rest.join(',') } : {} })
  }

  const unknown = query.data?.unknownIds ?? []
  const shown = query.data?.schools.length ?? ids.length
  return (
    <Page title={siteRoute('/compare').title}>
      <div className={styles.notices} role="status">
        {bad && <p className={styles.warning}>{COMPARE_TEXT.badIds}</p>}
        {tooMany !== undefined && <p className={styles.warning}>{COMPARE_TEXT.tooMany(tooMany)}</p>}
        {unknown.length > 0 && <p className={styles.warning}>{COMPARE_TEXT.unknownIds(unknown)}</p>}
        {(ids.length < COMPARE_MIN || (query.isSuccess && shown < COMPARE_MIN)) && (
          <p className={styles.prompt}>
            {COMPARE_TEXT.needMore} <Link to="/college">{COMPARE_TEXT.findSchools}</Link>
          </p>
        )}
      </div>
      {ids.length > 0 && (
        <QueryState query={query} isEmpty={(data) => data.schools.length === 0}>
          {(data) => <CompareTable schools={data.schools} province={province} onRemove={remove} />}
        </QueryState>
      )}
    </Page>
  )
}
