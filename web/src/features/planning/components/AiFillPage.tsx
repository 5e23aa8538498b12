import { Button } from '@douyinfe/semi-ui'
import {
  asksAdjustment,
  FILL_RESULT_TEXT,
  FILL_SPLITS,
  type FillPreferences,
  type FillSplit,
  type FillSplitPreset,
  PLANNING_PAGE_TEXT,
  siteRoute,
  UNDERGRADUATE_BATCH,
  WISH_NAME_MAX_LENGTH,
} from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import formStyles from '../../../components/form/form.module.css'
import { LengthCount } from '../../../components/form/LengthCount'
import { Segmented } from '../../../components/form/Segmented'
import { MemberNotice } from '../../../components/member/MemberLock'
import { Page } from '../../../components/page/Page'
import { passMemberGate } from '../../../lib/member-gate'
import { showMessage } from '../../../stores/messages'
import { useChoiceSum } from '../api/options'
import { useAutoFill, useWishDetail } from '../api/wishes'
import { type FilterSearch, filtersOf, searchOfPreferences } from '../lib/choice-search'
import { FilterFields } from './FilterFields'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT
type Preset = FillSplitPreset | 'custom'

/**
 * /auxiliaryFill/fillInfo: the preferences of one-click filling — priority,
 * regions, categories, school kinds, tuition, adjustment, physical
 * conditions, the 冲稳保 split — then the table is generated. With a plan's
 * id it starts from that plan's preferences and regenerates it.
 */
export function AiFillPage({ initial, wishId }: { initial: FilterSearch; wishId?: number }) {
  const plan = useWishDetail(wishId)
  if (wishId !== undefined && plan.isPending)
    return <Page title={siteRoute('/auxiliaryFill/fillInfo').title}>{null}</Page>
  const saved = wishId !== undefined ? plan.data?.wish.preferences : undefined
  const start = saved ? searchOfPreferences(saved) : { ...initial }
  return <FillForm key={wishId ?? 'new'} start={start} wishId={wishId} planName={plan.data?.wish.name} />
}

function FillForm({
  start,
  wishId,
  planName,
}: {
  start: FilterSearch & { split?: FillSplit }
  wishId?: number
  planName?: string
}) {
  const navigate = useNavigate()
  const sum = useChoiceSum({})
  const fill = useAutoFill()
  const [filters, setFilters] = useState<FilterSearch>(() => {
    const { split: _, ...rest } = start
    return { priority: 3, ...rest }
  })
  const [split, setSplit] = useState<FillSplit>(start.split ?? FILL_SPLITS.default)
  const [preset, setPreset] = useState<Preset>(presetOf(start.split ?? FILL_SPLITS.default))
  const [name, setName] = useState(planName ?? '')
  useEffect(() => setName(planName ?? ''), [planName])
  const nameId = useId()
  const total = split.reach + split.match + split.safe
  const candidate = sum.data?.candidate

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // Member feature (docs/spec-rules.md, Product): a non-member gets the purchase dialog instead.
    if (!passMemberGate('aiFill')) return
    const preferences: FillPreferences = { ...filtersOf(filters), split }
    const result = await fill.mutateAsync({
      preferences,
      ...(wishId !== undefined ? { wishId } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
    })
    showMessage('success', T.generated(result.wish.lineCount))
    if (result.shortfall > 0) showMessage('warning', FILL_RESULT_TEXT.shortfall(result.shortfall))
    navigate({ to: '/auxiliaryFill/result', search: { wishId: result.wish.id } })
  }

  return (
    <Page title={siteRoute('/auxiliaryFill/fillInfo').title}>
      <form className={styles.stack} onSubmit={submit} aria-label={T.preferences}>
        <MemberNotice feature="aiFill" />
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{T.split}</h2>
          <Segmented
            legend={T.split}
            hideLegend
            options={(Object.keys(T.splitPresets) as Preset[]).map((p) => ({ value: p, label: T.splitPresets[p] }))}
            value={preset}
            onChange={(p) => {
              setPreset(p)
              if (p !== 'custom') setSplit({ ...FILL_SPLITS[p] })
            }}
          />
          {preset === 'custom' && (
            <div className={styles.splitInputs} style={{ marginTop: 12 }}>
              {(['reach', 'match', 'safe'] as const).map((k) => (
                <label key={k} className={formStyles.field}>
                  <span className={formStyles.label}>
                    {k === 'reach' ? T.splitReach : k === 'match' ? T.splitMatch : T.splitSafe}
                  </span>
                  <input
                    className={formStyles.input}
                    inputMode="numeric"
                    value={split[k]}
                    onChange={(e) =>
                      setSplit({ ...split, [k]: Math.min(100, Number(e.target.value.replace(/\D/g, '') || 0)) })
                    }
                  />
                </label>
              ))}
              <span className={styles.muted} role="status">
                {T.splitSum(total)}
              </span>
            </div>
          )}
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{T.preferences}</h2>
          <FilterFields
            value={filters}
            onChange={setFilters}
            asksAdjustment={candidate ? asksAdjustment(candidate.mode) : false}
            defaultBatch={candidate?.defaultBatch ?? UNDERGRADUATE_BATCH}
          />
        </section>
        <section className={`${styles.card} ${styles.row}`}>
          <label htmlFor={nameId} className={formStyles.label}>
            {T.planName}
          </label>
          <input
            id={nameId}
            className={formStyles.input}
            maxLength={WISH_NAME_MAX_LENGTH}
            value={name}
            aria-describedby={`${nameId}-count`}
            onChange={(e) => setName(e.target.value)}
          />
          <LengthCount id={`${nameId}-count`} length={name.length} max={WISH_NAME_MAX_LENGTH} />
          <Button
            htmlType="submit"
            theme="solid"
            loading={fill.isPending}
            disabled={total !== 100}
            style={{ minHeight: 40 }}
          >
            {wishId !== undefined ? T.regenerate : T.generate}
          </Button>
        </section>
      </form>
    </Page>
  )
}

function presetOf(split: FillSplit): Preset {
  const match = (Object.keys(FILL_SPLITS) as FillSplitPreset[]).find((p) => {
    const s = FILL_SPLITS[p]
    return s.reach === split.reach && s.match === split.match && s.safe === split.safe
  })
  return match ?? 'custom'
}
