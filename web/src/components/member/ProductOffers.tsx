import { Button } from '@douyinfe/semi-ui'
import { formatYuan, MEMBERSHIP_PRODUCT, MEMBERSHIP_TEXT, type ProductCode, shanghaiDateText } from '@gaokao/contracts'
import { type ReactNode, useId } from 'react'
import { useSnapshot } from 'valtio'
import { useProducts } from '../../api/member/products'
import { passGate } from '../../lib/gate'
import { isMember } from '../../lib/member-gate'
import { openPurchase } from '../../stores/purchase'
import { user } from '../../stores/user'
import { QueryState } from '../data/QueryState'
import styles from './Member.module.css'

const T = MEMBERSHIP_TEXT

interface Props {
  title: string
  /** The products to offer, in queryProduct's order; all of them when left out. */
  codes?: readonly ProductCode[]
  /** Until when the user holds a product other than the membership (the membership comes from the profile). */
  heldUntil?: Partial<Record<ProductCode, number>>
  /** A line under the title, e.g. what the product gives on this page. */
  children?: ReactNode
}

/**
 * Products from queryProduct offered on a page (programme pages, 专家一对一):
 * each with its price in yuan and a button into the purchase dialog, after
 * the login and the student profile a purchase needs; a product the user
 * holds says until when instead.
 */
export function ProductOffers({ title, codes, heldUntil = {}, children }: Props) {
  const id = useId()
  const snap = useSnapshot(user)
  const products = useProducts()
  const held: Partial<Record<ProductCode, number>> = { ...heldUntil }
  if (isMember(snap) && snap.vip?.expiresAt) held[MEMBERSHIP_PRODUCT] = snap.vip.expiresAt
  const buy = (code: ProductCode) => {
    if (passGate()) openPurchase(undefined, code)
  }
  return (
    <section className={styles.offers} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
      <QueryState query={products}>
        {(list) => (
          <ul className={styles.offerList}>
            {list
              .filter((p) => codes === undefined || codes.includes(p.code))
              .map((p) => {
                const until = held[p.code]
                return (
                  <li key={p.code} className={styles.offer} data-product={p.code}>
                    <span className={styles.productHead}>
                      <span className={styles.productName}>{p.name}</span>
                      <span className={styles.price}>{formatYuan(p.priceFen)}</span>
                    </span>
                    <span className={styles.muted}>{p.summary}</span>
                    <ul className={styles.benefits}>
                      {p.benefits.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                    {until ? (
                      <p className={styles.ok}>{T.heldUntil(shanghaiDateText(until))}</p>
                    ) : (
                      <Button
                        theme="solid"
                        className={styles.tap}
                        aria-label={T.buyWith(p.name)}
                        onClick={() => buy(p.code)}
                      >
                        {T.buy}
                      </Button>
                    )}
                  </li>
                )
              })}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
