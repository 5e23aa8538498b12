import { Button } from '@douyinfe/semi-ui'
import { type ExamMode, SUBJECT_TEXT, splitXk } from '@gaokao/contracts'
import { useEffect, useState } from 'react'
import { CheckGroup } from '../../../components/form/CheckGroup'
import { Segmented } from '../../../components/form/Segmented'
import { subjectGroups, validXk } from '../lib/combination'
import styles from './Subject.module.css'

interface Props {
  mode: ExamMode
  province: string
  xk: string
  onChange: (xk: string) => void
  /** The user's own combination, when it fits the mode. */
  mine: string | undefined
}

/**
 * The subjects of a combination as the mode asks for them: 1 of 物理/历史 and
 * 2 of four in 3+1+2, 3 of six (浙江 seven) in 3+3. The page follows only a
 * complete combination; a half-picked one stays here until it is complete.
 */
export function SubjectPicker({ mode, province, xk, onChange, mine }: Props) {
  const [picked, setPicked] = useState<string[]>(splitXk(xk))
  useEffect(() => setPicked(splitXk(xk)), [xk])
  const groups = subjectGroups(mode, province)

  const pick = (next: string[]) => {
    setPicked(next)
    const valid = validXk(next.join('/'), mode, province)
    if (valid) onChange(valid)
  }

  const firstCodes = groups.first.map((s) => s.value as string)
  const first = picked.find((c) => firstCodes.includes(c))
  const rest = picked.filter((c) => !firstCodes.includes(c))
  const complete = validXk(picked.join('/'), mode, province) !== undefined

  return (
    <div className={styles.panel}>
      <div className={styles.pickers}>
        {mode === '3+1+2' ? (
          <>
            <Segmented
              legend={SUBJECT_TEXT.firstChoice}
              options={groups.first}
              value={first}
              onChange={(code) => pick([code, ...rest])}
            />
            <CheckGroup
              legend={SUBJECT_TEXT.secondChoice}
              options={groups.second}
              value={rest}
              onChange={(codes) => pick([...(first ? [first] : []), ...codes])}
            />
          </>
        ) : (
          <CheckGroup
            legend={SUBJECT_TEXT.threeOfSix(groups.second.length)}
            options={groups.second}
            value={picked}
            onChange={pick}
          />
        )}
        {mine && mine !== xk && <Button onClick={() => onChange(mine)}>{SUBJECT_TEXT.useMine}</Button>}
      </div>
      {!complete && (
        <p className={styles.hint} role="status">
          {SUBJECT_TEXT.pickSubjects(mode)}
        </p>
      )}
    </div>
  )
}
