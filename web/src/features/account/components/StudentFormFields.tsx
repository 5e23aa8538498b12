import { Form, useFormApi, useFormState } from '@douyinfe/semi-ui'
import {
  CASCADER_SEARCH_DEBOUNCE_MS,
  DIALOG_TEXT,
  type ExamMode,
  examYearOptions,
  NATION_NAME_MAX_LENGTH,
  NICK_NAME_MAX_LENGTH,
  STUDENT_TEXT,
  scoreError,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { useDictOptions } from '../../../api/reference/dict-options'
import type { GaokaoProvinceOption } from '../../../api/reference/gaokao-provinces'
import { useRegions } from '../../../api/reference/regions'
import { FieldLengthCount } from '../../../components/form/LengthCount'
import { user } from '../../../stores/user'
import { isProvinceLocked, OTHER_NATION, type StudentFormValues } from '../lib/student-form'
import { useDebouncedCascaderSearch } from '../lib/use-debounced-cascader-search'
import { useRankLookup } from '../lib/use-rank-lookup'
import styles from './StudentInfoDialog.module.css'
import { SubjectFields } from './SubjectFields'

const required = (label: string) => [{ required: true, message: VALIDATION_TEXT.required(label) }]

interface Props {
  full: boolean
  mode: ExamMode | undefined
  provinces: GaokaoProvinceOption[]
}

/** The fields of the student form in two columns (docs/spec-rules.md, Screens, Entities and Validation). */
export function StudentFormFields({ full, mode, provinces }: Props) {
  const profile = useSnapshot(user)
  const values: StudentFormValues = useFormState<StudentFormValues>().values ?? {}
  const formApi = useFormApi<StudentFormValues>()
  const regions = useRegions()
  const sex = useDictOptions('sex')
  const nation = useDictOptions('nation')
  const language = useDictOptions('language')
  const freshGraduate = useDictOptions('freshGraduate')
  const rank = useRankLookup(mode, values, (wc) => formApi.setValue('wc', wc))
  const locked = isProvinceLocked(profile)
  const years = examYearOptions(new Date()).map((y) => ({ value: y, label: STUDENT_TEXT.examYearOption(y) }))
  const localitySearch = useDebouncedCascaderSearch(CASCADER_SEARCH_DEBOUNCE_MS)

  return (
    <div className={styles.grid}>
      {full && (
        <>
          <Form.Input field="phone" label={STUDENT_TEXT.phone} disabled />
          <Form.Input
            field="nickName"
            label={STUDENT_TEXT.nickName}
            maxLength={NICK_NAME_MAX_LENGTH}
            showClear
            suffix={<FieldLengthCount field="nickName" max={NICK_NAME_MAX_LENGTH} />}
            rules={required(STUDENT_TEXT.nickName)}
          />
          <Form.RadioGroup field="sex" label={STUDENT_TEXT.sex} options={sex} rules={required(STUDENT_TEXT.sex)} />
          <Form.RadioGroup
            field="nation"
            label={STUDENT_TEXT.nation}
            options={nation}
            rules={required(STUDENT_TEXT.nation)}
          />
          {values.nation === OTHER_NATION && (
            <Form.Input
              field="nationName"
              label={STUDENT_TEXT.nationName}
              maxLength={NATION_NAME_MAX_LENGTH}
              suffix={<FieldLengthCount field="nationName" max={NATION_NAME_MAX_LENGTH} />}
              rules={required(STUDENT_TEXT.nationName)}
            />
          )}
          <Form.RadioGroup
            field="freshGraduate"
            label={STUDENT_TEXT.freshGraduate}
            options={freshGraduate}
            rules={required(STUDENT_TEXT.freshGraduate)}
          />
          <Form.RadioGroup
            field="language"
            label={STUDENT_TEXT.language}
            options={language}
            rules={required(STUDENT_TEXT.language)}
          />
          <Form.Cascader
            field="localArea"
            label={STUDENT_TEXT.locality}
            treeData={regions.data ?? []}
            placeholder={STUDENT_TEXT.localityPlaceholder}
            ref={localitySearch.ref}
            filterTreeNode={localitySearch.filterTreeNode}
            onSearch={localitySearch.onSearch}
            changeOnSelect={false}
            rules={[{ required: true, message: VALIDATION_TEXT.localityRequired }]}
            className={styles.wide}
          />
        </>
      )}
      <Form.Select
        field="province"
        label={STUDENT_TEXT.province}
        optionList={provinces.map((p) => ({ value: p.value, label: `${p.label}（${p.gkms}）` }))}
        disabled={locked}
        filter
        rules={[{ required: true, message: VALIDATION_TEXT.provinceRequired }]}
      />
      <Form.Select
        field="gkYear"
        label={STUDENT_TEXT.examYear}
        optionList={years}
        disabled={locked}
        rules={required(STUDENT_TEXT.examYear)}
      />
      <p className={`${styles.hint} ${styles.wide}`}>{DIALOG_TEXT.provinceYearLocked}</p>
      <div className={styles.wide}>
        <SubjectFields mode={mode} province={values.province ?? ''} />
      </div>
      <Form.Input
        field="score"
        label={STUDENT_TEXT.score}
        inputMode="numeric"
        maxLength={3}
        validate={(value: string) => scoreError(value) ?? ''}
      />
      <div className={styles.rank}>
        <span className={styles.rankLabel}>{STUDENT_TEXT.rank}</span>
        <output aria-live="polite">{rank.text}</output>
      </div>
    </div>
  )
}
