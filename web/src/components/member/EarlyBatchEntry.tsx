import { MEMBERSHIP_TEXT } from '@gaokao/contracts'
import { useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useEarlyBatch } from '../../api/member/early-batch'
import { isMember, passMemberGate } from '../../lib/member-gate'
import { user } from '../../stores/user'
import { QueryState } from '../data/QueryState'
import { LockIcon } from './LockIcon'
import styles from './Member.module.css'

const T = MEMBERSHIP_TEXT

/**
 * 提前批 beside a batch filter: a member feature. The reference dataset has
 * no early-batch figures, so members get the guide (who admits in it, what
 * they ask for) and the honest note; others get the lock's upsell.
 */
export function EarlyBatchEntry() {
  const snap = useSnapshot(user)
  const member = isMember(snap)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const guide = useEarlyBatch(member && open)
  return (
    <div className={styles.earlyBatch}>
      <button
        type="button"
        className={styles.earlyButton}
        aria-expanded={member ? open : undefined}
        aria-controls={member ? panelId : undefined}
        data-member-lock={member ? undefined : 'earlyBatch'}
        onClick={() => {
          if (member) setOpen(!open)
          else passMemberGate('earlyBatch')
        }}
      >
        {!member && <LockIcon />}
        {T.earlyBatchTitle}
        {!member && <span className={styles.badge}>{T.locked}</span>}
        {member && <span className={styles.muted}>{open ? T.earlyBatchHide : T.earlyBatchOpen}</span>}
      </button>
      {member && open && (
        <div id={panelId} className={styles.earlyPanel}>
          <QueryState query={guide}>
            {(data) => (
              <>
                <ul className={styles.earlyList}>
                  {data.categories.map((c) => (
                    <li key={c.name}>
                      <strong>{c.name}</strong>
                      <span className={styles.muted}>
                        {T.earlyBatchSchools}：{c.schools.join('；')}
                      </span>
                      <span className={styles.muted}>
                        {T.earlyBatchRequirements}：{c.requirements.join('；')}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className={styles.muted} role="note">
                  {data.dataNote}
                </p>
              </>
            )}
          </QueryState>
        </div>
      )}
    </div>
  )
}
