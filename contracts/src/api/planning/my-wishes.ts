import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../../endpoint.js'
import { WISH_INFO_MAX_LENGTH, WISH_NAME_MAX_LENGTH } from '../../rules/text-lengths.js'
import { EmptyBody, Paged, PageQuery } from '../../schemas.js'
import { Nullable, WishBody } from './fields.js'
import { BatchSchema, PlanBatchLine } from './options.js'
import { WishSummary } from './wish.js'

// The user's tables (/web/user): the list, deleting one, and adding a table for a batch.

/**
 * The planner's list of tables, all on one page (50, more than the limits let a user keep), asked for
 * alike by the planner's pages and by the /choice payload, whose answer the page then reuses.
 */
export const plannerWishesBody = (pageNum = 1) => ({ pageNum, pageSize: 50 })

export const myWish = endpoint({
  name: 'myWish',
  summary: '我的志愿表（自主填报与AI方案）',
  path: '/web/user/myWish',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    ...PageQuery,
    kind: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('ai')])),
  }),
  data: Paged(WishSummary),
  cache: NO_CACHE,
})

export const delMyWish = endpoint({
  name: 'delMyWish',
  summary: '删除志愿表',
  path: '/web/user/delMyWish',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: Type.Object({ wishId: Type.Integer() }),
  cache: NO_CACHE,
})

export const queryAddWishPcList = endpoint({
  name: 'queryAddWishPcList',
  summary: '新建志愿表可选的批次',
  path: '/web/user/queryAddWishPcList',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Type.Array(
    Type.Object({
      batch: BatchSchema,
      /** Last year's line of the batch in the candidate's province and track. */
      line: Nullable(PlanBatchLine),
      /** The batch the candidate's score points to. */
      recommended: Type.Boolean(),
    }),
  ),
  cache: NO_CACHE,
})

export const addWish = endpoint({
  name: 'addWish',
  summary: '新建志愿表',
  path: '/web/user/addWish',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    name: Type.String({
      minLength: 1,
      maxLength: WISH_NAME_MAX_LENGTH,
      title: '志愿表名称',
      errorMessage: '志愿表名称须为1-20个字',
    }),
    batch: BatchSchema,
    info: Type.Optional(Type.String({ maxLength: WISH_INFO_MAX_LENGTH, title: '备注' })),
  }),
  data: WishSummary,
  cache: NO_CACHE,
})
