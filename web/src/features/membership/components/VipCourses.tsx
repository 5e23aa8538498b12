import { MEMBERSHIP_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { QueryState } from '../../../components/data/QueryState'
import { user } from '../../../stores/user'
import { useVipCourses } from '../api/membership'
import { isMember } from '../lib/gate'
import { MemberLock } from './MemberLock'
import styles from './Membership.module.css'

/** VIP课程 (a member feature): our course titles for members, the lock for everyone else. */
export function VipCourses() {
  return (
    <MemberLock feature="vipCourses">
      <CourseList />
    </MemberLock>
  )
}

function CourseList() {
  const snap = useSnapshot(user)
  const courses = useVipCourses(isMember(snap))
  return (
    <QueryState query={courses} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ol className={styles.courses} aria-label={MEMBERSHIP_TEXT.coursesTitle}>
          {list.map((c) => (
            <li key={c.id}>
              <span className={styles.courseTitle}>{c.title}</span>
              <span className={styles.muted}>{c.summary}</span>
              <span className={styles.muted}>{MEMBERSHIP_TEXT.courseLessons(c.lessons, c.minutes)}</span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  )
}
