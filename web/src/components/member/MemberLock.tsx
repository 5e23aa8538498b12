import { Button } from '@douyinfe/semi-ui'
import { MEMBER_FEATURE_HINT, MEMBERSHIP_TEXT, type MemberFeature } from '@gaokao/contracts'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { isMember, passMemberGate } from '../../lib/member-gate'
import { user } from '../../stores/user'
import { LockIcon } from './LockIcon'
import styles from './Member.module.css'

/**
 * A member feature (docs/spec-rules.md, Product): its content for members; for everyone else a
 * lock that says what it holds, whose button logs in, asks for the profile,
 * or opens the purchase dialog. The content's calls are not even made.
 */
export function MemberLock({ feature, children }: { feature: MemberFeature; children: ReactNode }) {
  const snap = useSnapshot(user)
  if (isMember(snap)) return <>{children}</>
  return <MemberLockCard feature={feature} />
}

export function MemberLockCard({ feature }: { feature: MemberFeature }) {
  const title = MEMBERSHIP_TEXT.lockTitle(feature)
  return (
    <section className={styles.lock} aria-label={title} data-member-lock={feature}>
      <span className={styles.lockIcon}>
        <LockIcon size={22} />
      </span>
      <div className={styles.lockText}>
        <h3 className={styles.lockTitle}>{title}</h3>
        <p className={styles.muted}>{MEMBER_FEATURE_HINT[feature]}</p>
      </div>
      <Button theme="solid" className={styles.tap} onClick={() => passMemberGate(feature)}>
        {MEMBERSHIP_TEXT.unlock}
      </Button>
    </section>
  )
}

/** A one-line notice for pages that stay open to browse while their action is for members (自主填报, AI填报). */
export function MemberNotice({ feature }: { feature: MemberFeature }) {
  const snap = useSnapshot(user)
  if (snap.session !== 'user' || isMember(snap)) return null
  return (
    <div className={styles.notice} role="note" data-member-lock={feature}>
      <LockIcon />
      <span>{MEMBER_FEATURE_HINT[feature]}</span>
      <button type="button" className={styles.noticeButton} onClick={() => passMemberGate(feature)}>
        {MEMBERSHIP_TEXT.unlock}
      </button>
    </div>
  )
}
