import {
  CONSULT_PENDING_LIMIT,
  CONSULT_PENDING_LIMIT_PACKAGE,
  type DataOf,
  MEMBER_FEATURE_HINT,
  MEMBER_FEATURE_NAME,
  MEMBER_FEATURES,
  type ProductCode,
  type queryProduct,
} from '@gaokao/contracts'

export type Product = DataOf<typeof queryProduct>[number]

const VALIDITY = '自支付成功之日起，至所选高考年份的9月1日止'

/**
 * What the site sells, prices in fen. The price anchors of the planning
 * research: filling software 600-900 yuan a season, app memberships about
 * 699 yuan, one-to-one expert advice 3,980-4,980 yuan. An order's amount is
 * always read from here, never from the client.
 */
export const PRODUCTS: readonly Product[] = [
  {
    code: 'vip',
    name: '志愿填报会员',
    summary: '五项会员功能，陪你走完本届志愿填报',
    benefits: MEMBER_FEATURES.map(
      (f) => `${MEMBER_FEATURE_NAME[f]}：${MEMBER_FEATURE_HINT[f].replace(/^开通会员后/, '')}`,
    ),
    priceFen: 69_900,
    listPriceFen: null,
    validity: VALIDITY,
  },
  {
    code: 'expert',
    name: '专家一对一咨询',
    summary: '资深志愿规划师一对一咨询，逐条审核你的志愿方案',
    benefits: [
      '一对一咨询（约60分钟）',
      '志愿方案逐条审核与修改建议',
      '填报截止前答疑',
      // What this service itself grants a holder (modules/expert): more open consultations at once.
      `可同时提交 ${CONSULT_PENDING_LIMIT_PACKAGE} 条待处理的咨询（未购买为 ${CONSULT_PENDING_LIMIT} 条）`,
    ],
    priceFen: 398_000,
    listPriceFen: null,
    validity: VALIDITY,
  },
]

export function productOf(code: ProductCode): Product | undefined {
  return PRODUCTS.find((p) => p.code === code)
}
