import { Button, Descriptions } from '@douyinfe/semi-ui'
import {
  ACCOUNT_TEXT,
  DIALOG_TEXT,
  DICTIONARIES,
  groupDigits,
  maskPhone,
  STUDENT_TEXT,
  splitXk,
  subjectName,
} from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { openLogin, openStudentInfo } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { logoutUser } from '../lib/flows'
import styles from './PersonalPage.module.css'

const FRESH: Record<string, string> = Object.fromEntries(DICTIONARIES.freshGraduate.map((o) => [o.code, o.name]))

/** The personal centre's profile: the student's details (phone masked), its edit dialog, the password change and logout. */
export function ProfileCard() {
  const profile = useSnapshot(user)
  const navigate = useNavigate()
  const orDash = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? '—' : String(v)
  const rows = [
    { key: STUDENT_TEXT.nickName, value: orDash(profile.nickName) },
    { key: STUDENT_TEXT.phone, value: maskPhone(profile.phone) },
    { key: STUDENT_TEXT.sex, value: orDash(profile.sex) },
    { key: STUDENT_TEXT.nation, value: orDash(profile.nation) },
    { key: STUDENT_TEXT.freshGraduate, value: orDash(FRESH[profile.freshGraduate]) },
    { key: STUDENT_TEXT.language, value: orDash(profile.language) },
    { key: STUDENT_TEXT.locality, value: orDash(profile.district) },
    { key: STUDENT_TEXT.province, value: orDash(profile.province) },
    { key: STUDENT_TEXT.examMode, value: orDash(profile.gkms) },
    { key: STUDENT_TEXT.examYear, value: orDash(profile.gkYear) },
    { key: STUDENT_TEXT.subjects, value: orDash(splitXk(profile.xk).map(subjectName).join('、')) },
    { key: STUDENT_TEXT.score, value: orDash(profile.score) },
    { key: STUDENT_TEXT.rank, value: profile.wc === null ? '—' : STUDENT_TEXT.rankValue(groupDigits(profile.wc)) },
  ]
  return (
    <section className={styles.card} aria-label={STUDENT_TEXT.profileLabel}>
      <Descriptions data={rows} row className={styles.details} />
      <div className={styles.actions}>
        <Button theme="solid" onClick={() => openStudentInfo(DIALOG_TEXT.studentInfoTitle)}>
          {STUDENT_TEXT.edit}
        </Button>
        <Button onClick={() => openLogin('2')}>{DIALOG_TEXT.modifyPasswordTitle}</Button>
        <Button type="danger" onClick={() => logoutUser(() => navigate({ to: '/' }))}>
          {ACCOUNT_TEXT.logout}
        </Button>
      </div>
    </section>
  )
}
