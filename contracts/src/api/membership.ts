import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'
import { endpoint, NO_CACHE, publicCache } from '../endpoint.js'
import { REFUSAL_CODE } from '../envelope.js'
import { EmptyBody, Paged, PageQuery } from '../schemas.js'

/**
 * Membership and payment (docs/spec-rules.md: Product for the member features, States for
 * their validity, Calls) and the dedicated code of a school or
 * agency. Money is in fen (分), integers only; formatYuan() shows it.
 *
 * A paid order or an activated VIP card grants a product until 1 September of
 * the user's exam year (membershipExpiry); the membership unlocks the six
 * MEMBER_FEATURES, which the upstream refuses to non-members with
 * MEMBERSHIP_REFUSAL_CODE.membershipRequired.
 */

/** Business refusals of membership, payment, cards and codes (HTTP 200, code != 0). */
export const MEMBERSHIP_REFUSAL_CODE = {
  membershipRequired: REFUSAL_CODE.membershipRequired,
  productNotFound: 1101,
  examYearMissing: 1102,
  examYearPassed: 1103,
  alreadyMember: 1104,
  alreadyHeld: 1109,
  idempotencyConflict: 1105,
  orderNotFound: 1106,
  orderNotPayable: 1107,
  paymentUnavailable: 1108,
  cardInvalid: 1110,
  cardUsed: 1111,
  cardExpired: 1112,
  codeInvalid: 1120,
  codeBound: 1121,
} as const

/** An unpaid order closes after 15 minutes. */
export const ORDER_TTL_MS = 15 * 60 * 1000
/** How often the purchase dialog asks for the order's state. */
export const ORDER_POLL_MS = 2000

export const PRODUCT_CODES = ['vip', 'expert'] as const
export type ProductCode = (typeof PRODUCT_CODES)[number]
/** The product that is the membership (the others are sold alongside it). */
export const MEMBERSHIP_PRODUCT: ProductCode = 'vip'
/** The expert consultation package: its holders may keep more consultations open (CONSULT_PENDING_LIMIT_PACKAGE). */
export const EXPERT_PRODUCT: ProductCode = 'expert'

/**
 * refunding: a real provider took money the order could not accept (it was
 * closed or expired, or the student already held the product): no grant is
 * made and the payment is owed back (docs/payments.md, "One payment per product").
 */
export const ORDER_STATUSES = ['created', 'paid', 'closed', 'expired', 'refunding'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** Every state but created is final: nothing in this service moves an order out of them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'closed', 'expired', 'refunding']
/**
 * Why an order ended as it did, when its state alone does not say: held (the
 * student got the product through another order or a card, so this one was
 * closed, or its payment refused or owed back), late (the payment came after
 * the order had been cancelled or had expired).
 */
export const ORDER_STATUS_REASONS = ['held', 'late'] as const
export type OrderStatusReason = (typeof ORDER_STATUS_REASONS)[number]

export const ProductCodeSchema = Type.Union([Type.Literal('vip'), Type.Literal('expert')], { title: '商品' })
const OrderStatusSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('paid'),
  Type.Literal('closed'),
  Type.Literal('expired'),
  Type.Literal('refunding'),
])
const OrderStatusReasonSchema = Type.Union([Type.Literal('held'), Type.Literal('late')])
/** Fen, integer. */
const Fen = Type.Integer({ minimum: 0 })
const EpochMs = Type.Integer({ minimum: 0, description: 'milliseconds since the epoch' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

/** The membership state a user carries (in getUserInfo, and after an activation). */
export const VipState = Type.Object({
  /** Whether the membership holds now. */
  active: Type.Boolean(),
  /** When the latest membership ends (1 September of the exam year, Asia/Shanghai); null when never a member. */
  expiresAt: Nullable(EpochMs),
})

export const Product = Type.Object({
  code: ProductCodeSchema,
  name: Type.String(),
  summary: Type.String(),
  /** What it gives, one line each. */
  benefits: Type.Array(Type.String()),
  priceFen: Fen,
  /** The crossed-out list price, when there is one. */
  listPriceFen: Nullable(Fen),
  /** The validity rule, in words. */
  validity: Type.String(),
})

export const queryProduct = endpoint({
  name: 'queryProduct',
  summary: '会员与服务商品（价格单位：分）',
  path: '/web/product/queryProduct',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(Product),
  cache: publicCache(300),
})

export const Order = Type.Object({
  orderNo: Type.String(),
  productCode: ProductCodeSchema,
  productName: Type.String(),
  /** What the product costs, from the product, never from the client. */
  amountFen: Fen,
  status: OrderStatusSchema,
  /** Why the order is closed or refunding, when its state alone does not say (ORDER_STATUS_REASONS); else null. */
  statusReason: Nullable(OrderStatusReasonSchema),
  /** sandbox (demo mode), wechat, alipay ... */
  provider: Type.String(),
  /**
   * What the QR code encodes while the order is payable: the provider's
   * payment URL. A path (the sandbox page, /api/v1/pay/sandbox/<orderNo>) is
   * relative to the site's origin. Empty once the order is final.
   */
  codeUrl: Type.String(),
  createdAt: EpochMs,
  /** created_at + 15 minutes: an unpaid order is expired from then on. */
  expiresAt: EpochMs,
  paidAt: Nullable(EpochMs),
  /** The end of what a paid order granted (1 September of the exam year). */
  validUntil: Nullable(EpochMs),
})

/** A client-made key (e.g. a UUID): the same key answers the same order, so a retried request never buys twice. */
export const IdempotencyKey = Type.String({
  pattern: '^[A-Za-z0-9_-]{16,64}$',
  title: '幂等键',
  errorMessage: '请求编号无效，请刷新后重试',
})
export const ORDER_NO_PATTERN = '^[A-Z0-9]{8,40}$'
export const OrderNo = Type.String({ pattern: ORDER_NO_PATTERN, title: '订单号', errorMessage: '订单号无效' })

export const preCreatePc = endpoint({
  name: 'preCreatePc',
  summary: '下单：创建订单并返回支付二维码内容（金额取自商品）',
  path: '/pay/preCreate/pc',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ productCode: ProductCodeSchema, idempotencyKey: IdempotencyKey }),
  data: Order,
  cache: NO_CACHE,
})

export const queryPayOrder = endpoint({
  name: 'queryPayOrder',
  summary: '查询订单状态（待支付、已支付、已取消、已超时）',
  path: '/pay/payorder/query',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ orderNo: OrderNo }),
  data: Order,
  cache: NO_CACHE,
})

export const queryPayOrderList = endpoint({
  name: 'queryPayOrderList',
  summary: '我的订单（新的在前，分页）',
  path: '/pay/payorder/list',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ ...PageQuery }),
  data: Paged(Order),
  cache: NO_CACHE,
})

/** A VIP card's code: letters, digits and dashes; case and surrounding spaces do not matter. */
export const CardNo = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^\\s*[A-Za-z0-9-]+\\s*$',
  title: '会员卡号',
  errorMessage: '卡号无效，请核对后重新输入',
})

export const CardCheck = Type.Object({
  cardNo: Type.String(),
  productCode: ProductCodeSchema,
  productName: Type.String(),
  /** Activate before this instant. */
  cardExpiresAt: EpochMs,
  /** Where the membership would end for this user. */
  validUntil: EpochMs,
})

export const exchangeJudgment = endpoint({
  name: 'exchangeJudgment',
  summary: '查询会员卡是否可用（无效、已使用、已过期时拒绝）',
  path: '/web/vipCard/exchangeJudgment',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ cardNo: CardNo }),
  data: CardCheck,
  cache: NO_CACHE,
})

export const activeVipCard = endpoint({
  name: 'activeVipCard',
  summary: '激活会员卡（每张卡只能使用一次）',
  path: '/web/vipCard/active',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ cardNo: CardNo }),
  data: Type.Object({ productName: Type.String(), vip: VipState }),
  cache: NO_CACHE,
})

export const DedicatedCode = Type.Object({
  code: Type.String(),
  /** The school's or agency's name. */
  name: Type.String(),
  kind: Type.Union([Type.Literal('学校'), Type.Literal('机构')]),
  boundAt: EpochMs,
})

export const queryDedicatedCode = endpoint({
  name: 'queryDedicatedCode',
  summary: '我绑定的专属码（学校或机构的渠道码），未绑定时为 null',
  path: '/web/user/queryDedicatedCode',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Nullable(DedicatedCode),
  cache: NO_CACHE,
})

export const bindDedicatedCode = endpoint({
  name: 'bindDedicatedCode',
  summary: '绑定专属码（绑定后不可更改）',
  path: '/web/user/bindDedicatedCode',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    code: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^\\s*[A-Za-z0-9]+\\s*$',
      title: '专属码',
      errorMessage: '专属码不存在，请核对后重新输入',
    }),
  }),
  data: DedicatedCode,
  cache: NO_CACHE,
})

export const EarlyBatchCategory = Type.Object({
  name: Type.String(),
  /** Kinds of schools that admit in it. */
  schools: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
})

export const queryEarlyBatch = endpoint({
  name: 'queryEarlyBatch',
  summary: '提前批填报指南（会员功能）',
  path: '/web/vip/queryEarlyBatch',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Type.Object({
    categories: Type.Array(EarlyBatchCategory),
    /** What the dataset holds of the early batch (the reference dataset: no scores or plans). */
    dataNote: Type.String(),
  }),
  cache: NO_CACHE,
})

/**
 * The sandbox provider's buttons (demo mode only): the order's owner confirms
 * or cancels; the upstream then calls itself back, signed. Answers the order's
 * state afterwards and the sentence the sandbox page shows for it (a refused
 * payment says why). Another user's order is 404.
 */
export const paySandboxConfirm = endpoint({
  name: 'paySandboxConfirm',
  summary: '沙箱支付：确认或取消（仅演示模式，仅限下单用户）',
  path: '/pay/sandbox/confirm',
  method: 'POST',
  auth: 'user',
  body: Type.Object({ orderNo: OrderNo, action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) }),
  data: Type.Object({ status: OrderStatusSchema, message: Type.String() }),
  cache: NO_CACHE,
})

/** The sandbox's payment page: GET /api/v1/pay/sandbox/<orderNo> answers HTML to the order's owner (demo mode only). */
export const PAY_SANDBOX_PAGE_PATH = '/pay/sandbox'
/** The page's script (the bff's CSP allows no inline script). */
export const PAY_SANDBOX_SCRIPT_PATH = '/pay/sandbox-assets/sandbox.js'
/** Providers call back here: POST /api/v1/pay/notify/<provider>. Not a browser call. */
export const PAY_NOTIFY_PATH = '/pay/notify'
/** The sandbox signs its callback's raw body with HMAC-SHA256 (hex) in this header. */
export const PAY_SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

export type Vip = Static<typeof VipState>
export type PayOrder = Static<typeof Order>
export type ProductItem = Static<typeof Product>
