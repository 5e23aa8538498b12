import { Button, Descriptions } from '@douyinfe/semi-ui'
import { ACCOUNT_TEXT, DIALOG_TEXT, groupDigits, maskPhone, splitXk, subjectName } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { openLogin, openStudentInfo } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { logoutUser } from '../lib/flows'
import styles from './PersonalPage.module.css'

const FRESH = { '1': '应届生', '0': '往届生' } as Record<string, string>

/** The personal centre's profile: the student's details (phone masked), its edit dialog, the password change and logout. */
export function ProfileCard() {
  const profile = useSnapshot(user)
  const navigate = useNavigate()
  const orDash = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? '—' : String(v)
  const rows = [
    { key: '姓名', value: orDash(profile.nickName) },
    { key: '手机号', value: maskPhone(profile.phone) },
    { key: '性别', value: orDash(profile.sex) },
    { key: '民族', value: orDash(profile.nation) },
    { key: '应届/往届', value: orDash(FRESH[profile.freshGraduate]) },
    { key: '外语语种', value: orDash(profile.language) },
    { key: '学校所在地', value: orDash(profile.district) },
    { key: '高考省份', value: orDash(profile.province) },
    { key: '考试模式', value: orDash(profile.gkms) },
    { key: '高考年份', value: orDash(profile.gkYear) },
    { key: '选考科目', value: orDash(splitXk(profile.xk).map(subjectName).join('、')) },
    { key: '高考分数', value: orDash(profile.score) },
    { key: '位次', value: profile.wc === null ? '—' : `${groupDigits(profile.wc)} 名` },
  ]
  return (
    <section className={styles.card} aria-label="学生信息">
      <Descriptions data={rows} row className={styles.details} />
      <div className={styles.actions}>
        <Button theme="solid" onClick={() => openStudentInfo(DIALOG_TEXT.studentInfoTitle)}>
          编辑学生信息
        </Button>
        <Button onClick={() => openLogin('2')}>{DIALOG_TEXT.modifyPasswordTitle}</Button>
        <Button type="danger" onClick={() => logoutUser(() => navigate({ to: '/' }))}>
          {ACCOUNT_TEXT.logout}
        </Button>
      </div>
    </section>
  )
}
