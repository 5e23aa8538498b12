import { Button } from '@douyinfe/semi-ui'
import {
  EXPERT_PRODUCT,
  MEMBER_FEATURE_NAME,
  MEMBER_FEATURES,
  MEMBERSHIP_TEXT,
  shanghaiDateText,
} from '@gaokao/contracts'
import { useSnapshot } from 'valtio'
import { LockIcon } from '../../../components/member/LockIcon'
import styles from '../../../components/member/Member.module.css'
import { isMember } from '../../../lib/member-gate'
import { openPurchase } from '../../../stores/purchase'
import { user } from '../../../stores/user'
import { CardRedeemForm } from './CardRedeemForm'
import { DedicatedCodeForm } from './DedicatedCodeForm'
import { OrdersTable } from './OrdersTable'

const T = MEMBERSHIP_TEXT

/**
 * 订单与会员 in the personal centre: the membership's state and end, its
 * features, a card to activate, the orders and the dedicated code. No VIP
 * courses: they are not sold (docs/vip-courses.md).
 */
export function MembershipTab() {
  const snap = useSnapshot(user)
  const member = isMember(snap)
  const expiresAt = snap.vip?.expiresAt ?? null
  const status = member ? T.statusActive : expiresAt !== null ? T.statusExpired : T.statusNone
  return (
    <div className={styles.tab}>
      <section className={styles.card} aria-labelledby="membership-status">
        <h2 id="membership-status" className={styles.cardTitle}>
          {T.statusTitle}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{T.statusTitle}</dt>
            <dd data-vip-active={member}>{status}</dd>
          </div>
          <div>
            <dt>{T.expiresAt}</dt>
            <dd>
              {expiresAt === null
                ? '—'
                : member
                  ? shanghaiDateText(expiresAt)
                  : T.expiredAt(shanghaiDateText(expiresAt))}
            </dd>
          </div>
        </dl>
        <ul className={styles.features} aria-label={T.featuresTitle}>
          {MEMBER_FEATURES.map((f) => (
            <li key={f} data-open={member}>
              {!member && <LockIcon />}
              {MEMBER_FEATURE_NAME[f]}
              <span className={styles.muted}>{member ? T.featureOpen : T.featureLocked}</span>
            </li>
          ))}
        </ul>
        {member ? (
          // The membership is not sold twice; the expert package is sold to members too.
          <Button className={styles.tap} onClick={() => openPurchase(undefined, EXPERT_PRODUCT)}>
            {T.buyExpert}
          </Button>
        ) : (
          <Button theme="solid" className={styles.tap} onClick={() => openPurchase()}>
            {T.unlock}
          </Button>
        )}
      </section>

      {!member && (
        <section className={styles.card} aria-labelledby="membership-card">
          <h2 id="membership-card" className={styles.cardTitle}>
            {T.tabCard}
          </h2>
          <CardRedeemForm />
        </section>
      )}

      <section className={styles.card} aria-labelledby="membership-orders">
        <h2 id="membership-orders" className={styles.cardTitle}>
          {T.ordersTitle}
        </h2>
        <OrdersTable />
      </section>

      <section className={styles.card} aria-labelledby="membership-code">
        <h2 id="membership-code" className={styles.cardTitle}>
          {T.dedicatedTitle}
        </h2>
        <DedicatedCodeForm />
      </section>
    </div>
  )
}
