import { COLLEGE_TEXT, COMMON_TEXT } from '@gaokao/contracts'
import { useId, useState } from 'react'
import { QueryState } from '../../../components/data/QueryState'
import formStyles from '../../../components/form/form.module.css'
import { useSchoolMajors } from '../api/school-majors'
import styles from './College.module.css'
import listStyles from './detail-lists.module.css'

/**
 * 开设专业: the majors the college runs with their 选科要求, and the tracks
 * each is planned in, in the province, in the plan year. The list is the
 * college's catalogue (at most about a hundred), so it filters in place.
 */
export function MajorsPanel({ schoolId, province }: { schoolId: number; province: string }) {
  const majors = useSchoolMajors(schoolId, province)
  const [keyword, setKeyword] = useState('')
  const [onlyHere, setOnlyHere] = useState(false)
  const searchId = useId()

  return (
    <div className={styles.panel}>
      <QueryState query={majors} isEmpty={(d) => d.list.length === 0} emptyText={COLLEGE_TEXT.noMajors}>
        {(data) => {
          const text = keyword.trim()
          const shown = data.list.filter(
            (m) => (text === '' || m.name.includes(text)) && (!onlyHere || m.tracks.length > 0),
          )
          return (
            <>
              <div className={listStyles.majorTools}>
                <label htmlFor={searchId} className={styles.visuallyHidden}>
                  {COLLEGE_TEXT.majorSearch}
                </label>
                <input
                  id={searchId}
                  type="search"
                  className={formStyles.input}
                  placeholder={COLLEGE_TEXT.majorSearch}
                  value={keyword}
                  maxLength={20}
                  onChange={(e) => setKeyword(e.target.value)}
                />
                {province && (
                  <label className={listStyles.check}>
                    <input type="checkbox" checked={onlyHere} onChange={(e) => setOnlyHere(e.target.checked)} />
                    {COLLEGE_TEXT.onlyRecruitedHere(province)}
                  </label>
                )}
                <span className={styles.note} aria-live="polite">
                  {`${shown.length} / ${data.list.length}`}
                </span>
              </div>
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <caption>{COLLEGE_TEXT.tabMajors}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{COLLEGE_TEXT.majorCode}</th>
                      <th scope="col">{COLLEGE_TEXT.major}</th>
                      <th scope="col">{COLLEGE_TEXT.category}</th>
                      <th scope="col">{COLLEGE_TEXT.className}</th>
                      <th scope="col">{COLLEGE_TEXT.duration}</th>
                      <th scope="col">{COLLEGE_TEXT.subjectRequirement}</th>
                      {province && (
                        <th scope="col">{`${COMMON_TEXT.yearLabel(data.planYear)}${COLLEGE_TEXT.recruitsHere(province)}`}</th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((m) => (
                      <tr key={m.majorId}>
                        <td>{m.code}</td>
                        <td>{m.name}</td>
                        <td>{m.category}</td>
                        <td>{m.className}</td>
                        <td>{COLLEGE_TEXT.durationValue(m.duration)}</td>
                        <td>{m.subjectRequirement}</td>
                        {province && (
                          <td>{m.tracks.length > 0 ? m.tracks.join('、') : COLLEGE_TEXT.notRecruitedHere}</td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
