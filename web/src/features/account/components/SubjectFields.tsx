import { Form } from '@douyinfe/semi-ui'
import {
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  SECOND_CHOICE_SUBJECTS,
  subjectName,
  subjectsError,
  threePlusThreeOptions,
} from '@gaokao/contracts'
import type { StudentFormValues } from '../lib/student-form'

const options = (codes: readonly string[]) => codes.map((code) => ({ value: code, label: subjectName(code) }))

/** Subjects by exam mode (spec §5): 3+3 three of six (浙江 seven); 3+1+2 one first choice, then two. */
export function SubjectFields({ mode, province }: { mode: ExamMode | undefined; province: string }) {
  if (mode === '3+3') {
    return (
      <Form.CheckboxGroup
        field="subjectList"
        label="选考科目（选3科）"
        direction="horizontal"
        options={options(threePlusThreeOptions(province))}
        validate={(picked: string[] = []) => subjectsError('3+3', province, picked) ?? ''}
      />
    )
  }
  if (mode === '3+1+2') {
    return (
      <>
        <Form.RadioGroup field="firstSubject" label="首选科目（选1科）" options={options(FIRST_CHOICE_SUBJECTS)} />
        <Form.CheckboxGroup
          field="secondSubjectList"
          label="再选科目（选2科）"
          direction="horizontal"
          options={options(SECOND_CHOICE_SUBJECTS)}
          validate={(second: string[] = [], values: StudentFormValues) =>
            subjectsError('3+1+2', province, [...(values.firstSubject ? [values.firstSubject] : []), ...second]) ?? ''
          }
        />
      </>
    )
  }
  return null
}
