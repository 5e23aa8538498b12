import type { DataOf, ExamMode, getUserInfo } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
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

/** The users table: phone unique, the password only as a scrypt hash, the student profile (docs/spec-rules.md, Entities). */
export class Users {
  private readonly byPhone
  private readonly byId
  private readonly insert
  private readonly updatePassword
  private readonly updateProfile
  private readonly regionName
  private readonly examMode

  constructor(
    db: Db,
    private readonly now: Clock,
  ) {
    this.byPhone = db.prepare('SELECT * FROM users WHERE phone = ?')
    this.byId = db.prepare('SELECT * FROM users WHERE id = ?')
    this.insert = db.prepare(
      'INSERT INTO users (phone, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id',
    )
    this.updatePassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?')
    this.updateProfile = db.prepare(`UPDATE users SET nick_name = @nickName, sex = @sex, nation = @nation,
      language = @language, fresh_graduate = @freshGraduate, local_area = @localArea, province = @province,
      gk_year = @gkYear, score = @score, wc = @wc, xk = @xk, sf = '1', u_type = '0', updated_at = @now WHERE id = @id`)
    this.regionName = db.prepare('SELECT name FROM regions WHERE code = ?').pluck()
    this.examMode = db.prepare('SELECT gkms FROM gaokao_provinces WHERE name = ?').pluck()
  }

  findByPhone(phone: string): UserRow | undefined {
    return this.byPhone.get(phone) as UserRow | undefined
  }

  findById(id: number): UserRow | undefined {
    return this.byId.get(id) as UserRow | undefined
  }

  create(phone: string, passwordHash: string | null): number {
    const now = this.now()
    return (this.insert.get(phone, passwordHash, now, now) as { id: number }).id
  }

  setPassword(id: number, passwordHash: string): void {
    this.updatePassword.run(passwordHash, this.now(), id)
  }

  /** Saving a profile with score and province makes the user a student (sf '1', docs/spec-rules.md, Roles). */
  saveProfile(id: number, profile: StudentProfile): void {
    this.updateProfile.run({ ...profile, localArea: profile.localArea.join(','), now: this.now(), id })
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
}
