import type { DataOf, ExamMode, getUserInfo } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import type { Clock } from '../../lib/clock.js'

export type UserInfo = DataOf<typeof getUserInfo>

export interface UserRow {
  id: number
  phone: string
  password_hash: string | null
  nick_name: string
  sex: string
  nation: string
  language: string
  fresh_graduate: string
  local_area: string
  province: string
  gk_year: number | null
  score: number | null
  wc: number | null
  xk: string
  sf: '0' | '1'
  u_type: string
}

const USER_COLUMNS = [
  'id',
  'phone',
  'password_hash',
  'nick_name',
  'sex',
  'nation',
  'language',
  'fresh_graduate',
  'local_area',
  'province',
  'gk_year',
  'score',
  'wc',
  'xk',
  'sf',
  'u_type',
] as const satisfies readonly (keyof UserRow)[]

export interface StudentProfile {
  nickName: string
  sex: string
  nation: string
  language: string
  freshGraduate: string
  localArea: string[]
  province: string
  gkYear: number
  score: number
  wc: number
  xk: string
}

/** The users table's columns a saved profile writes; sf '1' makes the user a student (docs/spec-rules.md, Roles). */
export function profileColumns(profile: StudentProfile) {
  return {
    nick_name: profile.nickName,
    sex: profile.sex,
    nation: profile.nation,
    language: profile.language,
    fresh_graduate: profile.freshGraduate,
    local_area: profile.localArea.join(','),
    province: profile.province,
    gk_year: profile.gkYear,
    score: profile.score,
    wc: profile.wc,
    xk: profile.xk,
    sf: '1',
    u_type: '0',
  } as const
}

/**
 * The users table in the user store (docs/user-store.md): phone unique, the
 * password only as a scrypt hash, the student profile (docs/spec-rules.md,
 * Entities). Region names and exam modes are reference data, read from the
 * dataset's SQLite.
 */
export class Users {
  private readonly regionName
  private readonly examMode

  constructor(
    private readonly db: UserDb,
    reference: Db,
    private readonly now: Clock,
  ) {
    this.regionName = reference.prepare('SELECT name FROM regions WHERE code = ?').pluck()
    this.examMode = reference.prepare('SELECT gkms FROM gaokao_provinces WHERE name = ?').pluck()
  }

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.#select().where('phone', '=', phone).executeTakeFirst()
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.#select().where('id', '=', id).executeTakeFirst()
  }

  /**
   * A new user's id, or undefined when the phone is registered already: two
   * registrations of one phone at once (on two replicas) make one user, and
   * the unique key, not a read before, decides which.
   */
  async create(phone: string, passwordHash: string | null): Promise<number | undefined> {
    const now = this.now()
    const row = await this.db
      .insertInto('users')
      .values({ phone, password_hash: passwordHash, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row?.id
  }

  /** The phone's user, registered without a password when it has none (a first code login). */
  async idOrRegister(phone: string): Promise<number> {
    const user = (await this.findByPhone(phone)) ?? { id: await this.create(phone, null) }
    // Undefined only when another request registered the phone between the read and the insert.
    const id = user.id ?? (await this.findByPhone(phone))?.id
    if (id === undefined) throw new Error('a registered phone without its user')
    return id
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: this.now() })
      .where('id', '=', id)
      .execute()
  }

  async saveProfile(id: number, profile: StudentProfile): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...profileColumns(profile), updated_at: this.now() })
      .where('id', '=', id)
      .execute()
  }

  regionExists(code: string): boolean {
    return this.regionName.get(code) !== undefined
  }

  /** The profile as getUserInfo answers it. */
  info(row: UserRow): UserInfo {
    const localArea = row.local_area === '' ? [] : row.local_area.split(',')
    const names = localArea.map((code) => (this.regionName.get(code) as string | undefined) ?? '')
    return {
      phone: row.phone,
      nickName: row.nick_name,
      sex: row.sex,
      nation: row.nation,
      language: row.language,
      freshGraduate: row.fresh_graduate,
      localArea,
      district: names.filter(Boolean).join('/'),
      province: row.province,
      gkYear: row.gk_year,
      score: row.score,
      wc: row.wc,
      xk: row.xk,
      gkms: row.province === '' ? '' : ((this.examMode.get(row.province) as ExamMode | undefined) ?? ''),
      sf: row.sf,
      uType: row.u_type,
    }
  }

  #select() {
    return this.db.selectFrom('users').select(USER_COLUMNS)
  }
}
