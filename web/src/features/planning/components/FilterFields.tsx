import { Select } from '@douyinfe/semi-ui'
import {
  ADMISSION_TEXT,
  ADMISSION_TYPE_TEXT,
  ADMISSION_TYPES,
  type AdmissionType,
  ANY_OPTION,
  type ColourVision,
  DICTIONARIES,
  MAJOR_CATEGORIES,
  NORMAL_COLOUR_VISION,
  PLANNING_BATCHES,
  PLANNING_PAGE_TEXT,
  type PlanningBatch,
  VOCATIONAL_BATCH,
} from '@gaokao/contracts'
import { useId } from 'react'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { useRegions } from '../../../api/reference/regions'
import { CheckGroup } from '../../../components/form/CheckGroup'
import formStyles from '../../../components/form/form.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { EarlyBatchEntry } from '../../../components/member/EarlyBatchEntry'
import type { FilterSearch } from '../lib/choice-search'
import { cityGroups, keepOffered } from '../lib/city-options'
import styles from './planning.module.css'

const T = PLANNING_PAGE_TEXT
const options = (type: keyof typeof DICTIONARIES) => DICTIONARIES[type].map((d) => ({ value: d.code, label: d.name }))

interface Props {
  value: FilterSearch
  onChange: (next: FilterSearch) => void
  /** Whether the province fills by group or school (服从调剂 is asked) or by major. */
  asksAdjustment: boolean
  /** The batch the candidate's score points to, shown when none is chosen. */
  defaultBatch: PlanningBatch
  /** /choice lists special admission types on request; one-click filling never fills them (docs/admission-types.md). */
  showsAdmissionTypes?: boolean
}

const ADMISSION_OPTIONS = ADMISSION_TYPES.map((t) => ({ value: t, label: ADMISSION_TYPE_TEXT[t].label }))

/**
 * The planner's filters (docs/spec-rules.md, Entities): batch, where (provinces, then their
 * cities) and what kind of school, major categories (in order of
 * preference), tuition, physical conditions on both eyesight scales,
 * adjustment and priority. Shared by /choice and the one-click filling form.
 */
export function FilterFields({ value, onChange, asksAdjustment, defaultBatch, showsAdmissionTypes = false }: Props) {
  const provinces = useGaokaoProvinces()
  const regions = useRegions().data
  const groups = cityGroups(regions ?? [], value.provinces ?? [])
  const set = (patch: Partial<FilterSearch>) => {
    const next: FilterSearch = { ...value, ...patch }
    for (const key of Object.keys(next) as (keyof FilterSearch)[]) {
      const v = next[key]
      if (v === undefined || (Array.isArray(v) && v.length === 0)) delete next[key]
    }
    onChange(next)
  }
  const batch = value.batch ?? defaultBatch
  const categories = batch === VOCATIONAL_BATCH ? MAJOR_CATEGORIES.专科 : MAJOR_CATEGORIES.本科
  const provinceId = useId()
  const cityId = useId()
  const cityHintId = useId()
  const categoryId = useId()

  return (
    <div className={styles.filters}>
      <Segmented
        legend={T.batch}
        options={PLANNING_BATCHES.map((b) => ({ value: b, label: b }))}
        value={batch}
        onChange={(b) => set({ batch: b, categories: undefined })}
      />
      {/* 提前批 is a member feature: its lock sits beside the batches. */}
      <EarlyBatchEntry />
      <Segmented
        legend={T.level}
        options={[{ value: '', label: ANY_OPTION.unlimited }, ...options('schoolLevel')]}
        value={value.level ?? ''}
        onChange={(v) => set({ level: v === '' ? undefined : (v as '本科' | '专科') })}
      />
      <div className={formStyles.field}>
        <label htmlFor={provinceId} id={`${provinceId}-label`} className={formStyles.label}>
          {T.schoolProvinces}
        </label>
        <Select
          id={provinceId}
          // Semi's combobox is a div, which a label's htmlFor does not name.
          aria-labelledby={`${provinceId}-label`}
          multiple
          filter
          maxTagCount={4}
          placeholder={T.schoolProvincesPlaceholder}
          optionList={provinces.data ?? []}
          value={value.provinces ?? []}
          onChange={(v) => {
            const chosen = (v as string[]) ?? []
            // A city of a province no longer chosen goes with it (kept as is until the regions have loaded).
            const cities = regions ? keepOffered(value.cities ?? [], cityGroups(regions, chosen)) : value.cities
            set({ provinces: chosen, cities })
          }}
          style={{ width: '100%', minHeight: 40 }}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={cityId} id={`${cityId}-label`} className={formStyles.label}>
          {T.cities}
        </label>
        <Select
          id={cityId}
          aria-labelledby={`${cityId}-label`}
          multiple
          // Disabled, Semi still renders its search box, an <input> without a label (axe: label, critical).
          filter={groups.length > 0}
          maxTagCount={4}
          disabled={groups.length === 0}
          placeholder={groups.length === 0 ? T.citiesNeedProvince : T.citiesPlaceholder}
          value={value.cities ?? []}
          onChange={(v) => set({ cities: (v as string[]) ?? [] })}
          aria-describedby={groups.length > 0 ? cityHintId : undefined}
          style={{ width: '100%', minHeight: 40 }}
        >
          {groups.map((g) => (
            <Select.OptGroup key={g.province} label={g.province}>
              {g.cities.map((c) => (
                <Select.Option key={c} value={c}>
                  {c}
                </Select.Option>
              ))}
            </Select.OptGroup>
          ))}
        </Select>
        {groups.length > 0 && (
          <p id={cityHintId} className={styles.hint}>
            {T.citiesHint}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={categoryId} id={`${categoryId}-label`} className={formStyles.label}>
          {T.categories}
        </label>
        <Select
          id={categoryId}
          aria-labelledby={`${categoryId}-label`}
          multiple
          filter
          maxTagCount={4}
          placeholder={T.categoriesPlaceholder}
          optionList={categories.map((c) => ({ value: c, label: c }))}
          value={value.categories ?? []}
          onChange={(v) => set({ categories: (v as string[]) ?? [] })}
          style={{ width: '100%', minHeight: 40 }}
        />
      </div>
      <div className={styles.filtersWide}>
        <CheckGroup
          legend={T.types}
          options={options('schoolType')}
          value={value.types ?? []}
          onChange={(v) => set({ types: v })}
        />
      </div>
      <CheckGroup
        legend={T.natures}
        options={options('schoolNature')}
        value={value.natures ?? []}
        onChange={(v) => set({ natures: v })}
      />
      <CheckGroup
        legend={T.tags}
        options={options('schoolTag')}
        value={value.tags ?? []}
        onChange={(v) => set({ tags: v })}
      />
      <NativeSelect
        label={T.tuitionMax}
        value={value.tuitionMax ? String(value.tuitionMax) : ''}
        options={T.tuitionOptions}
        onChange={(v) => set({ tuitionMax: v === '' ? undefined : Number(v) })}
      />
      <Segmented
        legend={T.colourVision}
        options={options('colorVision')}
        value={value.colour ?? NORMAL_COLOUR_VISION}
        onChange={(v) => set({ colour: v === NORMAL_COLOUR_VISION ? undefined : (v as ColourVision) })}
      />
      <NativeSelect
        label={T.visionFivePoint}
        value={value.vf === undefined ? '' : value.vf.toFixed(1)}
        options={[{ value: '', label: T.visionNone }, ...options('visionFivePoint')]}
        onChange={(v) => set({ vf: v === '' ? undefined : Number(v) })}
      />
      <NativeSelect
        label={T.visionDecimal}
        value={value.vd === undefined ? '' : value.vd.toFixed(1)}
        options={[{ value: '', label: T.visionNone }, ...options('visionDecimal')]}
        onChange={(v) => set({ vd: v === '' ? undefined : Number(v) })}
      />
      {asksAdjustment && (
        <Segmented
          legend={T.adjust}
          options={options('adjustment')}
          value={value.adjust ?? '1'}
          onChange={(v) => set({ adjust: v === '1' ? undefined : '0' })}
        />
      )}
      {showsAdmissionTypes && (
        <div className={styles.filtersWide}>
          <CheckGroup
            legend={ADMISSION_TEXT.filterLegend}
            options={ADMISSION_OPTIONS}
            value={value.adm ?? []}
            onChange={(v) => set({ adm: v as AdmissionType[] })}
          />
          <p className={styles.hint}>{ADMISSION_TEXT.filterHint}</p>
        </div>
      )}
      <Segmented
        legend={T.priority}
        options={options('priority')}
        value={value.priority ? String(value.priority) : '3'}
        onChange={(v) => set({ priority: Number(v) as 1 | 2 | 3 })}
      />
    </div>
  )
}
