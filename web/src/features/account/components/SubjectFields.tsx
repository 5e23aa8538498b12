import { Form, useFormState } from '@douyinfe/semi-ui'
import {
  canTickSubject,
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  SECOND_CHOICE_SUBJECTS,
  STUDENT_TEXT,
  subjectName,
  subjectsError,
  threePlusThreeOptions,
} from '@gaokao/contracts'
import type { StudentFormValues } from '../lib/student-form'

/** A group's boxes; once it holds its count the rest are closed, as the home page's quick box does. */
const options = (codes: readonly string[], mode?: ExamMode, ticked: readonly string[] = []) =>
  codes.map((code) => ({
    value: code,
    label: subjectName(code),
    disabled: mode !== undefined && !canTickSubject(mode, ticked, code),
  }))

/** Subjects by exam mode (docs/spec-rules.md, Validation): 3+3 three of six (浙江 seven); 3+1+2 one first choice, then two. */
export function SubjectFields({ mode, province }: { mode: ExamMode | undefined; province: string }) {
  const values: StudentFormValues = useFormState<StudentFormValues>().values ?? {}
  if (mode === '3+3') {
    return (
      <Form.CheckboxGroup
        field="subjectList"
        label={STUDENT_TEXT.subjectsThreeOfSix}
        direction="horizontal"
        options={options(threePlusThreeOptions(province), '3+3', values.subjectList)}
        validate={(picked: string[] = []) => subjectsError('3+3', province, picked) ?? ''}
      />
    )
  }
  if (mode === '3+1+2') {
    return (
      <>
        <Form.RadioGroup
          field="firstSubject"
          label={STUDENT_TEXT.firstSubject}
          options={options(FIRST_CHOICE_SUBJECTS)}
        />
        <Form.CheckboxGroup
          field="secondSubjectList"
          label={STUDENT_TEXT.secondSubjects}
          direction="horizontal"
          options={options(SECOND_CHOICE_SUBJECTS, '3+1+2', values.secondSubjectList)}
          validate={(second: string[] = [], values: StudentFormValues) =>
            subjectsError('3+1+2', province, [...(values.firstSubject ? [values.firstSubject] : []), ...second]) ?? ''
          }
        />
      </>
    )
  }
  return null
}
