import { Button, Form, Modal } from '@douyinfe/semi-ui'
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form'
import { DIALOG_TEXT, maskPhone, VALIDATION_TEXT } from '@gaokao/contracts'
import { useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useGaokaoProvinces } from '../../../api/reference/gaokao-provinces'
import { closeStudentInfo, dialogs } from '../../../stores/dialogs'
import { showMessage } from '../../../stores/messages'
import { user } from '../../../stores/user'
import { saveProfile } from '../api/save-profile'
import { cancelStudentInfo, continueToPendingDestination } from '../lib/flows'
import { clearedBy, initialValues, type StudentFormValues, toSaveBody } from '../lib/student-form'
import { StudentFormFields } from './StudentFormFields'
import styles from './StudentInfoDialog.module.css'

/**
 * The student-info dialog (docs/spec-rules.md, Screens): the full form under the default title,
 * otherwise only province, year, subjects, score and rank; saving needs the
 * rank the upstream looked up.
 */
export default function StudentInfoDialog() {
  const { open, title } = useSnapshot(dialogs).studentInfo
  const profile = useSnapshot(user)
  const provinces = useGaokaoProvinces()
  const modeOf = (province: string | undefined) => provinces.data?.find((p) => p.value === province)?.gkms
  const full = title === DIALOG_TEXT.studentInfoTitle
  const formApi = useRef<FormApi<StudentFormValues>>(undefined)
  const [saving, setSaving] = useState(false)

  /** A change clears what depends on it (province -> subjects, score, rank; ...; docs/spec-rules.md, States). */
  function onValueChange(_values: StudentFormValues, changed: Partial<StudentFormValues>) {
    for (const field of Object.keys(changed) as (keyof StudentFormValues)[]) {
      for (const [key, value] of Object.entries(clearedBy(field))) {
        formApi.current?.setValue(key as keyof StudentFormValues, value)
      }
    }
  }

  async function submit(values: StudentFormValues) {
    const mode = modeOf(values.province)
    if (!mode || values.wc === null || values.wc === undefined) {
      showMessage('error', VALIDATION_TEXT.rankNotFound)
      return
    }
    setSaving(true)
    try {
      await saveProfile(toSaveBody(mode, values, values.wc))
      closeStudentInfo()
      continueToPendingDestination()
    } catch {
      // the API client showed the server's message
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={title}
      visible={open}
      width={720}
      style={{ top: '10%', maxWidth: 'calc(100vw - 24px)' }}
      bodyStyle={{ maxHeight: '72vh', overflowY: 'auto' }}
      maskClosable={false}
      onCancel={cancelStudentInfo}
      footer={null}
    >
      {open && provinces.data && (
        <Form<StudentFormValues>
          initValues={{ ...initialValues(profile, modeOf(profile.province)), phone: maskPhone(profile.phone) } as never}
          onSubmit={submit}
          onValueChange={onValueChange}
          getFormApi={(api) => {
            formApi.current = api
          }}
          labelPosition="top"
          className={styles.form}
        >
          {({ values }) => (
            <>
              <StudentFormFields full={full} mode={modeOf(values.province)} provinces={provinces.data ?? []} />
              <div className={styles.actions}>
                <Button
                  htmlType="submit"
                  theme="solid"
                  disabled={values.wc === null || values.wc === undefined}
                  loading={saving}
                  className={styles.save}
                >
                  {DIALOG_TEXT.saveInfo}
                </Button>
              </div>
            </>
          )}
        </Form>
      )}
    </Modal>
  )
}
