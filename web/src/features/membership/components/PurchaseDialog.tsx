import { Button, Modal, TabPane, Tabs } from '@douyinfe/semi-ui'
import {
  DIALOG_TEXT,
  formatYuan,
  MEMBERSHIP_PRODUCT,
  MEMBERSHIP_TEXT,
  membershipExpiry,
  type PayOrder,
  type ProductCode,
  type ProductItem,
  shanghaiDateText,
} from '@gaokao/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useProducts } from '../../../api/member/products'
import { QueryState } from '../../../components/data/QueryState'
import styles from '../../../components/member/Member.module.css'
import { isMember } from '../../../lib/member-gate'
import { safeHref } from '../../../lib/safe-link'
import { openStudentInfo } from '../../../stores/dialogs'
import { closePurchase, type PurchaseTab, purchase } from '../../../stores/purchase'
import { user } from '../../../stores/user'
import { ordersQueryKey, refreshMembership, useOrder, usePreCreate } from '../api/membership'
import { absoluteUrl, countdown, isFinal, newIdempotencyKey, unpaidOutcome } from '../lib/order'
import { CardRedeemForm } from './CardRedeemForm'
import { QrCode } from './QrCode'

const T = MEMBERSHIP_TEXT

/**
 * 开通会员 (docs/spec-rules.md, Calls: Membership and payment): choose a product, pay by QR
 * code (the order's amount comes from the product on the upstream), or
 * activate a VIP card. While an order is open the dialog asks for it every
 * 2 s; once paid the profile and every query refresh, so the page behind
 * unlocks without a reload.
 */
export default function PurchaseDialog() {
  const { open, feature, tab, product } = useSnapshot(purchase)
  return (
    <Modal
      title={product === MEMBERSHIP_PRODUCT ? T.dialogTitle : T.buyTitle}
      visible={open}
      width={560}
      style={{ top: '8%', maxWidth: 'calc(100vw - 24px)' }}
      maskClosable={false}
      onCancel={closePurchase}
      footer={null}
    >
      {open && (
        <div className={styles.dialog}>
          {feature && <p className={styles.lead}>{T.unlocks(feature)}</p>}
          <Tabs activeKey={tab} onChange={(key) => (purchase.tab = key as PurchaseTab)}>
            <TabPane tab={T.tabBuy} itemKey="buy">
              <BuyPane />
            </TabPane>
            <TabPane tab={T.tabCard} itemKey="card">
              <div className={styles.pane}>
                <CardRedeemForm onActivated={closePurchase} />
              </div>
            </TabPane>
          </Tabs>
        </div>
      )}
    </Modal>
  )
}

function BuyPane() {
  const snap = useSnapshot(user)
  const { product: wanted } = useSnapshot(purchase)
  const products = useProducts()
  const preCreate = usePreCreate()
  const [code, setCode] = useState<ProductCode>(wanted)
  const [key, setKey] = useState(newIdempotencyKey)
  const [order, setOrder] = useState<PayOrder>()
  const [error, setError] = useState('')
  const member = isMember(snap)
  const until = snap.gkYear ? shanghaiDateText(membershipExpiry(snap.gkYear).getTime()) : undefined

  const pay = async () => {
    setError('')
    try {
      setOrder(await preCreate.mutateAsync({ productCode: code, idempotencyKey: key }))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const again = () => {
    setOrder(undefined)
    setKey(newIdempotencyKey())
  }

  if (order) return <OrderPane order={order} onAgain={again} />
  return (
    <div className={styles.pane}>
      <QueryState query={products}>
        {(list) => (
          <fieldset className={styles.products}>
            <legend className={styles.legend}>{T.chooseProduct}</legend>
            {list.map((p) => (
              <ProductOption
                key={p.code}
                product={p}
                checked={p.code === code}
                onPick={() => setCode(p.code)}
                until={until}
              />
            ))}
          </fieldset>
        )}
      </QueryState>
      {code === MEMBERSHIP_PRODUCT && member && snap.vip?.expiresAt && (
        <p className={styles.ok} role="status">
          {T.alreadyMember(shanghaiDateText(snap.vip.expiresAt))}
        </p>
      )}
      {!snap.gkYear ? (
        <p className={styles.muted}>
          {T.profileFirst}{' '}
          <button type="button" className={styles.noticeButton} onClick={() => openStudentInfo()}>
            {DIALOG_TEXT.studentInfoTitle}
          </button>
        </p>
      ) : (
        <p className={styles.muted}>{T.validityRule}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        theme="solid"
        size="large"
        block
        className={styles.tap}
        loading={preCreate.isPending}
        disabled={!snap.gkYear || (code === MEMBERSHIP_PRODUCT && member)}
        onClick={() => void pay()}
      >
        {T.payNow}
        {products.data && ` ${formatYuan(products.data.find((p) => p.code === code)?.priceFen ?? 0)}`}
      </Button>
      <p className={styles.muted}>
        {T.haveCard}{' '}
        <button type="button" className={styles.noticeButton} onClick={() => (purchase.tab = 'card')}>
          {T.tabCard}
        </button>
      </p>
    </div>
  )
}

function ProductOption({
  product,
  checked,
  onPick,
  until,
}: {
  product: ProductItem
  checked: boolean
  onPick: () => void
  until: string | undefined
}) {
  return (
    <label className={styles.product} data-checked={checked}>
      <input type="radio" name="product" checked={checked} onChange={onPick} className={styles.radio} />
      <span className={styles.productHead}>
        <span className={styles.productName}>{product.name}</span>
        <span className={styles.price}>{formatYuan(product.priceFen)}</span>
      </span>
      <span className={styles.muted}>{product.summary}</span>
      <ul className={styles.benefits}>
        {product.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <span className={styles.muted}>{until ? T.validUntil(until) : product.validity}</span>
    </label>
  )
}

function OrderPane({ order: created, onAgain }: { order: PayOrder; onAgain: () => void }) {
  const queryClient = useQueryClient()
  const { data: order = created } = useOrder(created)
  const [now, setNow] = useState(() => Date.now())
  const refreshed = useRef(false)

  useEffect(() => {
    if (order.status !== 'created') return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [order.status])

  useEffect(() => {
    // Paid, or closed because the product came another way (another tab's order, a card): this page must learn it.
    if (order.status === 'paid' || order.statusReason === 'held') {
      if (refreshed.current) return
      refreshed.current = true
      void refreshMembership(queryClient)
    } else {
      // A new order, or one that closed or expired: the personal centre's list says so.
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    }
  }, [order.status, order.statusReason, queryClient])

  if (order.status === 'paid') {
    return (
      <div className={styles.pane} role="status" data-order-status="paid">
        <h3 className={styles.success}>{T.paid}</h3>
        <p>
          {order.productCode === MEMBERSHIP_PRODUCT && order.validUntil
            ? T.paidDetail(shanghaiDateText(order.validUntil))
            : T.productPaid(order.productName)}
        </p>
        <p className={styles.muted}>
          {T.orderNo}：{order.orderNo}
        </p>
        <Button theme="solid" block size="large" className={styles.tap} onClick={closePurchase}>
          {T.done}
        </Button>
      </div>
    )
  }
  if (isFinal(order.status)) {
    const outcome = unpaidOutcome(order)
    return (
      <div className={styles.pane} role="status" data-order-status={order.status}>
        <p className={styles.error}>{outcome.text}</p>
        {outcome.detail && <p className={styles.muted}>{outcome.detail}</p>}
        <Button
          theme="solid"
          block
          size="large"
          className={styles.tap}
          onClick={outcome.retry ? onAgain : closePurchase}
        >
          {outcome.retry ? T.retry : T.done}
        </Button>
      </div>
    )
  }
  const url = absoluteUrl(order.codeUrl, window.location.origin)
  // The upstream's payment link is followed only when it is a site path or http(s) (lib/safe-link.ts).
  const href = safeHref(order.codeUrl) && url
  return (
    <div className={styles.pane} data-order-status="created" data-order-no={order.orderNo}>
      <div className={styles.payBox}>
        <QrCode text={url} label={T.qrLabel} />
        <div className={styles.payInfo}>
          <p className={styles.price}>{T.payAmount(formatYuan(order.amountFen))}</p>
          <p className={styles.muted}>{order.productName}</p>
          <p>{T.expiresIn(countdown(order.expiresAt, now))}</p>
          <p role="status" aria-live="polite">
            {T.waiting}
          </p>
        </div>
      </div>
      {order.provider === 'sandbox' ? (
        <p className={styles.notice}>
          <span>{T.sandboxHint}</span>
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.noticeButton}>
            {T.openSandbox}
          </a>
        </p>
      ) : (
        <p className={styles.muted}>{T.scanToPay}</p>
      )}
    </div>
  )
}
