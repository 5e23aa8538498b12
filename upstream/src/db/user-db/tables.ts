import type { Generated } from 'kysely'

/**
 * The tables users write to, as Kysely sees them (docs/user-store.md). The
 * same columns in SQLite (db/migrations 03-09) and PostgreSQL
 * (db/user-db/postgres-migrations.ts): times are epoch milliseconds, flags
 * are 0/1 integers or the '0'/'1' texts the contracts answer with.
 */
export interface UserTables {
  users: UsersTable
  verify_codes: VerifyCodesTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
  user_focus: UserFocusTable
  wish_lists: WishListsTable
  wish_lines: WishLinesTable
  evaluation_progress: EvaluationProgressTable
  evaluation_reports: EvaluationReportsTable
  head_images: HeadImagesTable
  expert_consults: ExpertConsultsTable
  expert_schemes: ExpertSchemesTable
  pay_orders: PayOrdersTable
  pay_callbacks: PayCallbacksTable
  member_grants: MemberGrantsTable
  vip_cards: VipCardsTable
  dedicated_codes: DedicatedCodesTable
  user_dedicated_codes: UserDedicatedCodesTable
}

export interface UsersTable {
  id: Generated<number>
  phone: string
  password_hash: string | null
  nick_name: Generated<string>
  sex: Generated<string>
  nation: Generated<string>
  language: Generated<string>
  fresh_graduate: Generated<string>
  local_area: Generated<string>
  province: Generated<string>
  gk_year: number | null
  score: number | null
  wc: number | null
  xk: Generated<string>
  sf: Generated<'0' | '1'>
  u_type: Generated<string>
  created_at: number
  updated_at: number
}

export interface VerifyCodesTable {
  id: Generated<number>
  phone: string
  code_hash: string
  created_at: number
  expires_at: number
  attempts: Generated<number>
  used_at: number | null
}

export interface SessionsTable {
  token_hash: string
  user_id: number
  created_at: number
  expires_at: number
  revoked_at: number | null
}

export interface LoginFailuresTable {
  phone: string
  failures: number
  locked_until: number | null
}

export interface UserFocusTable {
  user_id: number
  kind: 'school' | 'major'
  target_id: number
  created_at: number
}

export interface WishListsTable {
  id: Generated<number>
  user_id: number
  kind: 'self' | 'ai'
  name: string
  info: Generated<string>
  province: string
  track: string
  batch: string
  accept_adjust: Generated<number>
  physical: Generated<string>
  preferences: string | null
  sort_order: number
  created_at: number
  updated_at: number
}

export interface WishLinesTable {
  id: Generated<number>
  wish_id: number
  position: number
  school_id: number
  group_code: string
  major_id: number
  majors: Generated<string>
  why: Generated<string>
  created_at: number
}

export interface EvaluationProgressTable {
  user_id: number
  assessment_id: number
  answers: string
  started_at: number
  updated_at: number
}

export interface EvaluationReportsTable {
  id: Generated<number>
  user_id: number
  assessment_id: number
  answers: string
  scores: string
  code: string
  started_at: number
  finished_at: number
}

export interface HeadImagesTable {
  user_id: number
  file_id: string
  type: string
  bytes: number
  updated_at: number
}

export interface ExpertConsultsTable {
  id: Generated<number>
  user_id: number
  expert_id: number
  topic: string
  preferred_time: string
  channel: string
  contact_name: string
  question: string
  status: Generated<string>
  created_at: number
}

export interface ExpertSchemesTable {
  id: Generated<number>
  user_id: number
  name: string
  answers: string
  note: Generated<string>
  province: string
  track: string
  xk: string
  score: number
  rank: number
  report: string | null
  report_at: number | null
  created_at: number
  updated_at: number
}

export type OrderStatus = 'created' | 'paid' | 'closed' | 'expired' | 'refunding'

export interface PayOrdersTable {
  order_no: string
  user_id: number
  product_code: string
  product_name: string
  amount: number
  provider: string
  idempotency_key: string
  status: OrderStatus
  status_reason: 'held' | 'late' | null
  code_url: string
  trade_no: string | null
  valid_until: number
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
}

export interface PayCallbacksTable {
  id: Generated<number>
  provider: string
  order_no: string | null
  outcome: string
  reason: Generated<string>
  received_at: number
}

export interface MemberGrantsTable {
  id: Generated<number>
  user_id: number
  product_code: string
  source: 'order' | 'card'
  source_ref: string
  starts_at: number
  expires_at: number
  created_at: number
}

export interface VipCardsTable {
  code: string
  product_code: string
  expires_at: number
  used_by: number | null
  used_at: number | null
  created_at: number
}

export interface DedicatedCodesTable {
  code: string
  name: string
  kind: '学校' | '机构'
  created_at: number
}

export interface UserDedicatedCodesTable {
  user_id: number
  code: string
  bound_at: number
}
