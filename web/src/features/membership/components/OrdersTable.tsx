import { formatYuan, MEMBERSHIP_TEXT, orderStatusText, shanghaiDateTimeText } from '@gaokao/contracts'
import { useState } from 'react'
import { Pager } from '../../../components/data/Pager'
import { QueryState } from '../../../components/data/QueryState'
import styles from '../../../components/member/Member.module.css'
import { ORDERS_PAGE_SIZE, useOrderList } from '../api/membership'

const T = MEMBERSHIP_TEXT

/** 我的订单: newest first, paged by the server; amounts in yuan, times in Beijing time. */
export function OrdersTable() {
  const [page, setPage] = useState(1)
  const orders = useOrderList(page)
  return (
    <QueryState query={orders} isEmpty={(d) => d.total === 0} emptyText={T.noOrders}>
      {(data) => (
        <>
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-busy={orders.isPlaceholderData}>
              <caption className={styles.caption}>{T.ordersTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.orderNo}</th>
                  <th scope="col">{T.orderProduct}</th>
                  <th scope="col" className={styles.num}>
                    {T.orderAmount}
                  </th>
                  <th scope="col">{T.orderStatus}</th>
                  <th scope="col">{T.orderCreatedAt}</th>
                  <th scope="col">{T.orderPaidAt}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((o) => (
                  <tr key={o.orderNo} data-order-no={o.orderNo}>
                    <td className={styles.mono}>{o.orderNo}</td>
                    <td>{o.productName}</td>
                    <td className={styles.num}>{formatYuan(o.amountFen)}</td>
                    <td data-status={o.status}>{orderStatusText(o.status, o.statusReason)}</td>
                    <td>{shanghaiDateTimeText(o.createdAt)}</td>
                    <td>{o.paidAt === null ? '—' : shanghaiDateTimeText(o.paidAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={data.total} pageSize={ORDERS_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </QueryState>
  )
}
