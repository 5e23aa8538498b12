import { Button } from '@douyinfe/semi-ui'
import { MAJOR_TEXT } from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { passGate } from '../../../lib/gate'
import { user } from '../../../stores/user'
import { useFocusMajor, useIsFocused } from '../api/focus'
import styles from './Major.module.css'

/**
 * 关注 / 已关注: a logged-in user follows or unfollows the major; a visitor
 * meets the action gate (login, then the student profile) first.
 */
export function FocusButton({ majorId }: { majorId: number }) {
  const { session } = useSnapshot(user)
  const loggedIn = session === 'user'
  const focused = useIsFocused(majorId, loggedIn)
  const mutation = useFocusMajor()
  const isFocused = loggedIn && focused.data === true
  const toggle = () => {
    if (!passGate()) return
    mutation.mutate({ majorId, focus: !isFocused })
  }
  return (
    <Button
      className={styles.button}
      theme={isFocused ? 'light' : 'solid'}
      aria-pressed={isFocused}
      loading={mutation.isPending || (loggedIn && focused.isPending)}
      onClick={toggle}
    >
      {isFocused ? MAJOR_TEXT.focused : MAJOR_TEXT.focus}
    </Button>
  )
}
