import type { MemberFeature, ProductCode } from '@gaokao/contracts'
import { proxy } from 'valtio'

export type PurchaseTab = 'buy' | 'card'

/** The purchase dialog: open or not, the feature whose lock opened it, the product and tab shown. */
export const purchase = proxy<{ open: boolean; feature?: MemberFeature; product: ProductCode; tab: PurchaseTab }>({
  open: false,
  product: 'vip',
  tab: 'buy',
})

export function openPurchase(feature?: MemberFeature, product: ProductCode = 'vip', tab: PurchaseTab = 'buy'): void {
  Object.assign(purchase, { open: true, feature, product, tab })
}

export function closePurchase(): void {
  purchase.open = false
}
