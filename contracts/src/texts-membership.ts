/** Texts of membership, payment, VIP cards, the dedicated code and the member features' locks. */

import type { OrderStatus, OrderStatusReason } from './api/membership.js'
import { DIALOG_TEXT } from './texts.js'

/**
 * The member features, in the spec's order. Its sixth, VIP课程, is not sold:
 * the site has no courses to give (docs/vip-courses.md).
 */
export const MEMBER_FEATURES = ['selfFill', 'aiFill', 'plans', 'majorScores', 'earlyBatch'] as const
export type MemberFeature = (typeof MEMBER_FEATURES)[number]

export const MEMBER_FEATURE_NAME: Record<MemberFeature, string> = {
  selfFill: '自主填报',
  aiFill: '一键填报（AI填报）',
  plans: '招生计划',
  majorScores: '历年专业分数线',
  earlyBatch: '提前批',
}

/** What a lock says about the feature behind it. */
export const MEMBER_FEATURE_HINT: Record<MemberFeature, string> = {
  selfFill: '开通会员后可将院校、专业加入志愿表，自主填报志愿',
  aiFill: '开通会员后可按你的偏好一键生成冲稳保志愿方案',
  plans: '开通会员后可查看院校在本省的分专业招生计划、学费与学制',
  majorScores: '开通会员后可查看各专业历年在本省的最低分、最低位次与平均分',
  earlyBatch: '开通会员后可查看提前批（军队、公安、公费师范等）的报考要求与填报指南',
}

export const MEMBERSHIP_TEXT = {
  membershipRequired: (feature: MemberFeature) => `${MEMBER_FEATURE_NAME[feature]}为会员功能，请先开通会员`,
  productNotFound: '商品不存在或已下架',
  examYearMissing: '请先完善学生信息（高考年份）后再开通会员',
  examYearPassed: (gkYear: number) => `会员有效期至高考当年9月1日，你的高考年份（${gkYear}年）已过，无法开通`,
  alreadyMember: (until: string) => `你已是会员，有效期至${until}，无需重复开通`,
  alreadyHeld: (product: string, until: string) => `你已购买「${product}」，有效期至${until}，无需重复购买`,
  idempotencyConflict: '订单请求与之前的不一致，请关闭后重新下单',
  orderNotFound: '订单不存在',
  orderNotPayable: '订单已关闭或已过期，请重新下单',
  paymentUnavailable: '暂未开通在线支付，请使用会员卡激活',
  cardInvalid: '卡号无效，请核对后重新输入',
  cardUsed: '该会员卡已被使用',
  cardExpired: '该会员卡已过期',
  codeInvalid: '专属码不存在，请核对后重新输入',
  codeBound: (code: string) => `你已绑定专属码（${code}），不能重复绑定`,

  // The purchase dialog
  dialogTitle: '开通会员',
  /** The dialog's title when it opens on another product than the membership (a member may buy those too). */
  buyTitle: '购买服务',
  unlocks: (feature: MemberFeature) => `开通会员即可使用「${MEMBER_FEATURE_NAME[feature]}」`,
  memberIncludes: '会员权益',
  validUntil: (date: string) => `有效期至${date}`,
  validityRule: '会员自支付成功之日起生效，至你所选高考年份的9月1日止',
  chooseProduct: '选择套餐',
  payNow: '立即支付',
  scanToPay: '请使用微信或支付宝扫码支付',
  qrLabel: '支付二维码',
  sandboxHint: '演示环境：扫码或打开下方链接，在沙箱支付页确认支付（不会真实扣款）',
  openSandbox: '打开沙箱支付页',
  payAmount: (amount: string) => `应付金额 ${amount}`,
  expiresIn: (mmss: string) => `请在 ${mmss} 内完成支付`,
  waiting: '等待支付…',
  paid: '支付成功',
  paidDetail: (until: string) => `会员已开通，有效期至${until}`,
  productPaid: (name: string) => `「${name}」已购买成功`,
  closed: '订单已取消',
  expired: '订单已超时关闭（15分钟未支付）',
  /** An order closed because the student got the product another way. */
  closedHeld: '订单已关闭：你已通过其他订单或会员卡开通该商品，本订单不会扣款',
  refunding: '本次付款未能开通商品，款项将原路退回',
  retry: '重新下单',
  done: '完成',
  close: DIALOG_TEXT.close,
  haveCard: '有会员卡？',
  tabBuy: '在线购买',
  tabCard: '会员卡激活',
  profileFirst: '请先完善学生信息（高考年份），会员有效期按高考年份计算',

  // Products offered on a page (programme pages, 专家一对一, the personal centre)
  buy: '立即购买',
  // The accessible name starts with the visible 立即购买 (axe label-content-name-mismatch).
  buyWith: (product: string) => `立即购买：${product}`,
  heldUntil: (until: string) => `已开通，有效期至${until}`,
  buyExpert: '购买专家一对一咨询',

  // Locks
  locked: '会员专享',
  unlock: '开通会员',
  lockTitle: (feature: MemberFeature) => `${MEMBER_FEATURE_NAME[feature]} · 会员专享`,

  // VIP cards
  cardNo: '会员卡号',
  cardPlaceholder: '请输入会员卡号，如 GKVIP-DEMO-0001',
  cardCheck: '查询',
  cardActivate: '激活',
  cardOk: (product: string, until: string) => `有效卡：${product}，激活后有效期至${until}`,
  cardCardExpires: (date: string) => `请在${date}前激活`,
  cardActivated: (until: string) => `激活成功，会员有效期至${until}`,
  cardRequired: '请输入会员卡号',

  // Personal centre: membership tab
  tabTitle: '订单与会员',
  statusTitle: '会员状态',
  statusActive: '会员有效',
  statusExpired: '会员已到期',
  statusNone: '未开通会员',
  expiresAt: '到期时间',
  expiredAt: (date: string) => `已于${date}到期`,
  ordersTitle: '我的订单',
  noOrders: '还没有订单',
  orderNo: '订单号',
  orderProduct: '商品',
  orderAmount: '金额',
  orderStatus: '状态',
  orderCreatedAt: '下单时间',
  orderPaidAt: '支付时间',
  orderStatusName: {
    created: '待支付',
    paid: '已支付',
    closed: '已取消',
    expired: '已超时',
    refunding: '待退款',
  } as Record<OrderStatus, string>,
  /** Why an order ended as it did (the order's statusReason). */
  orderStatusReason: {
    held: '已通过其他订单或会员卡开通该商品',
    late: '付款时订单已取消或已超时',
  } as Record<OrderStatusReason, string>,
  featuresTitle: '会员功能',
  featureOpen: '可使用',
  featureLocked: '未开通',

  // Dedicated code
  dedicatedTitle: '专属码',
  dedicatedHint: '学校或合作机构提供的专属码，绑定后不可更改',
  dedicatedPlaceholder: '请输入专属码',
  dedicatedBind: '绑定',
  dedicatedBound: (name: string) => `已绑定：${name}`,
  dedicatedBoundToast: '绑定成功',
  dedicatedRequired: '请输入专属码',

  // The early batch
  earlyBatchTitle: '提前批',
  earlyBatchOpen: '查看提前批指南',
  earlyBatchHide: '收起提前批指南',
  earlyBatchSchools: '典型院校',
  earlyBatchRequirements: '报考要求',

  // The sandbox payment page (served by the reference upstream in demo mode)
  sandboxTitle: '沙箱支付（演示）',
  sandboxNotice: '这是演示环境的模拟支付页，不会产生真实扣款。',
  sandboxConfirm: '确认支付',
  sandboxCancel: '取消支付',
  sandboxPaid: '支付成功，请返回原页面查看',
  sandboxCancelled: '已取消支付',
  sandboxFailed: '操作失败，请刷新后重试',
  sandboxOrderDone: (status: string) => `该订单${status}`,
  /** A payment the sandbox refused: nothing was charged, and why. */
  sandboxRefused: (why: string) => `未扣款：${why}`,
} as const

/** An order's state as the order list shows it, its reason after it: 已取消（已通过其他订单或会员卡开通该商品）. */
export function orderStatusText(status: OrderStatus, reason: OrderStatusReason | null): string {
  const name = MEMBERSHIP_TEXT.orderStatusName[status]
  return reason === null ? name : `${name}（${MEMBERSHIP_TEXT.orderStatusReason[reason]}）`
}
