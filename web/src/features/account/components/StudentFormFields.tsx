import { Form, useFormApi, useFormState } from '@douyinfe/semi-ui'
import {
  CASCADER_SEARCH_DEBOUNCE_MS,
  DIALOG_TEXT,
  type ExamMode,
  examYearOptions,
  NATION_NAME_MAX_LENGTH,
  NICK_NAME_MAX_LENGTH,
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

/** The fields of the student form in two columns (spec §2, §3, §5). */
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
  const years = examYearOptions(new Date()).map((y) => ({ value: y, label: `${y}年` }))
  const localitySearch = useDebouncedCascaderSearch(CASCADER_SEARCH_DEBOUNCE_MS)

  return (
    <div className={styles.grid}>
      {full && (
        <>
          <Form.Input field="phone" label="手机号" disabled />
          <Form.Input
            field="nickName"
            label="姓名"
            maxLength={NICK_NAME_MAX_LENGTH}
            showClear
            suffix={<FieldLengthCount field="nickName" max={NICK_NAME_MAX_LENGTH} />}
            rules={required('姓名')}
          />
          <Form.RadioGroup field="sex" label="性别" options={sex} rules={required('性别')} />
          <Form.RadioGroup field="nation" label="民族" options={nation} rules={required('民族')} />
          {values.nation === OTHER_NATION && (
            <Form.Input
              field="nationName"
              label="民族名称"
              maxLength={NATION_NAME_MAX_LENGTH}
              suffix={<FieldLengthCount field="nationName" max={NATION_NAME_MAX_LENGTH} />}
              rules={required('民族名称')}
            />
          )}
          <Form.RadioGroup
            field="freshGraduate"
            label="应届/往届"
            options={freshGraduate}
            rules={required('应届/往届')}
          />
          <Form.RadioGroup field="language" label="外语语种" options={language} rules={required('外语语种')} />
          <Form.Cascader
            field="localArea"
            label="学校所在地"
            treeData={regions.data ?? []}
            placeholder="请选择省份/城市"
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
        label="高考省份"
        optionList={provinces.map((p) => ({ value: p.value, label: `${p.label}（${p.gkms}）` }))}
        disabled={locked}
        filter
        rules={[{ required: true, message: VALIDATION_TEXT.provinceRequired }]}
      />
      <Form.Select field="gkYear" label="高考年份" optionList={years} disabled={locked} rules={required('高考年份')} />
      <p className={`${styles.hint} ${styles.wide}`}>{DIALOG_TEXT.provinceYearLocked}</p>
      <div className={styles.wide}>
        <SubjectFields mode={mode} province={values.province ?? ''} />
      </div>
      <Form.Input
        field="score"
        label="高考分数"
        inputMode="numeric"
        maxLength={3}
        validate={(value: string) => scoreError(value) ?? ''}
      />
      <div className={styles.rank}>
        <span className={styles.rankLabel}>位次</span>
        <output aria-live="polite">{rank.text}</output>
      </div>
    </div>
  )
}
