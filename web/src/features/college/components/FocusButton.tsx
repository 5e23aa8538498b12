import { Button } from '@douyinfe/semi-ui'
import { COLLEGE_TEXT } from '@gaokao/contracts'
import { passGate } from '../../../lib/gate'
import { useFocusSchool } from '../api/focus'
import styles from './College.module.css'

/**
 * 关注 / 已关注 for one college. A visitor meets the action gate (log in,
 * then complete the profile) before anything changes; the button says
 * which college it is about to screen readers.
 */
export function FocusButton({ schoolId, name, focused }: { schoolId: number; name: string; focused: boolean }) {
  const mutation = useFocusSchool()
  const onClick = () => {
    if (!passGate()) return
    mutation.mutate({ schoolId, focused: !focused })
  }
  return (
    <Button
      className={styles.focusButton}
      theme={focused ? 'light' : 'solid'}
      aria-pressed={focused}
      loading={mutation.isPending}
      onClick={onClick}
    >
      {focused ? COLLEGE_TEXT.focused : COLLEGE_TEXT.focus}
      <span className={styles.visuallyHidden}>{name}</span>
    </Button>
  )
}
