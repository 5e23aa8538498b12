import { Button } from '@douyinfe/semi-ui'
import { ANY_OPTION, COLLEGE_TEXT, DICTIONARIES, MUNICIPALITIES, SCHOOL_TAG_ORDER } from '@gaokao/contracts'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { useRegions } from '../../../api/reference/regions'
import { CheckGroup } from '../../../components/form/CheckGroup'
import formStyles from '../../../components/form/form.module.css'
import { NativeSelect } from '../../../components/form/NativeSelect'
import { Segmented } from '../../../components/form/Segmented'
import { useNarrow } from '../../../lib/use-narrow'
import { type CollegeListSearch, parseTags, SCHOOL_LEVELS } from '../lib/list-search'
import { BottomSheet } from './BottomSheet'
import styles from './College.module.css'

const ALL = ''
const withAll = (values: readonly string[]) => [
  { value: ALL, label: ANY_OPTION.all },
  ...values.map((v) => ({ value: v, label: v })),
]

interface Props {
  search: CollegeListSearch
  /** Applies a change of filters (the page goes back to 1). */
  onChange: (next: Partial<CollegeListSearch>) => void
  onReset: () => void
  /** The list's count, for the phone sheet's close button; undefined while it loads. */
  total: number | undefined
}

/** How many filters of the sheet are in use (each tag counts): the phone's 筛选 button shows it. */
function activeFilters(search: CollegeListSearch): number {
  const set = [search.province, search.city, search.type, search.nature, search.level].filter(Boolean).length
  return set + parseTags(search.tags).length
}

/**
 * The list's filters: keyword, where (province, city), level, type, nature and tags. On phones all but the
 * keyword fold into a sheet behind a 筛选 button, so the first school shows without scrolling (docs/phone-layouts.md).
 */
export function CollegeFilters({ search, onChange, onReset, total }: Props) {
  const narrow = useNarrow()
  const keyword = (
    <KeywordSearch keyword={search.keyword ?? ''} onSearch={(keyword) => onChange({ keyword: value(keyword) })} />
  )
  const fields = <FilterFields search={search} onChange={onChange} onReset={onReset} />
  if (!narrow) {
    return (
      <div className={styles.filters}>
        {keyword}
        {fields}
      </div>
    )
  }
  return (
    <div className={styles.filtersFolded}>
      {keyword}
      <BottomSheet
        openLabel={COLLEGE_TEXT.openFilters(activeFilters(search))}
        title={COLLEGE_TEXT.filtersTitle}
        closeLabel={COLLEGE_TEXT.closeFilters(total)}
      >
        {fields}
      </BottomSheet>
    </div>
  )
}

const value = (v: string) => (v === ALL ? undefined : v)

/** Where (province, city), type, nature, level and tags, and the reset. */
function FilterFields({ search, onChange, onReset }: Omit<Props, 'total'>) {
  const provinces = useGaokaoProvinces().data ?? []
  const regions = useRegions().data ?? []
  const province = search.province ?? ''
  const cities =
    province && !MUNICIPALITIES.includes(province)
      ? (regions.find((r) => r.label.startsWith(province))?.children ?? []).map((c) => c.label)
      : []

  return (
    <>
      <div className={styles.filterRow}>
        <NativeSelect
          label={COLLEGE_TEXT.filterProvince}
          value={province}
          options={withAll(provinces.map((p) => p.value))}
          onChange={(v) => onChange({ province: value(v), city: undefined })}
        />
        {cities.length > 0 && (
          <NativeSelect
            label={COLLEGE_TEXT.filterCity}
            value={search.city ?? ''}
            options={withAll(cities)}
            onChange={(v) => onChange({ city: value(v) })}
          />
        )}
        <NativeSelect
          label={COLLEGE_TEXT.filterType}
          value={search.type ?? ''}
          options={withAll(DICTIONARIES.schoolType.map((d) => d.code))}
          onChange={(v) => onChange({ type: value(v) })}
        />
        <NativeSelect
          label={COLLEGE_TEXT.filterNature}
          value={search.nature ?? ''}
          options={withAll(DICTIONARIES.schoolNature.map((d) => d.code))}
          onChange={(v) => onChange({ nature: value(v) })}
        />
      </div>
      <div className={styles.filterRow}>
        <Segmented
          legend={COLLEGE_TEXT.filterLevel}
          options={withAll(SCHOOL_LEVELS)}
          value={search.level ?? ALL}
          onChange={(v) => onChange({ level: value(v) as CollegeListSearch['level'] })}
        />
        <CheckGroup
          legend={COLLEGE_TEXT.filterTags}
          options={SCHOOL_TAG_ORDER.map((t) => ({ value: t, label: t }))}
          value={parseTags(search.tags)}
          onChange={(tags) => onChange({ tags: tags.length > 0 ? parseTags(tags).join(',') : undefined })}
        />
        <button type="button" className={styles.linkButton} onClick={onReset}>
          {COLLEGE_TEXT.resetFilters}
        </button>
      </div>
    </>
  )
}

/** The keyword box: searches on submit (Enter or the button), not on every keystroke. */
function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const id = useId()
  const [text, setText] = useState(keyword)
  useEffect(() => setText(keyword), [keyword])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form className={styles.search} onSubmit={submit} aria-label={COLLEGE_TEXT.keywordPlaceholder}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {COLLEGE_TEXT.keywordPlaceholder}
      </label>
      <input
        id={id}
        type="search"
        className={formStyles.input}
        value={text}
        maxLength={30}
        placeholder={COLLEGE_TEXT.keywordPlaceholder}
        onChange={(e) => setText(e.target.value)}
      />
      <Button htmlType="submit" theme="solid" className={styles.button}>
        {COLLEGE_TEXT.search}
      </Button>
    </form>
  )
}
