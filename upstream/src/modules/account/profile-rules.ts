import { ACCOUNT_TEXT, type BodyOf, REFUSAL_CODE, type saveUserInfo, VALIDATION_TEXT } from '@gaokao/contracts'
import { ApiError } from '../../lib/api-error.js'
import type { StudentProfile, UserRow } from './users.js'

const HAN = '汉族'

interface ProfileContext {
  examYears: readonly number[]
  regionExists: (code: string) => boolean
  isGaokaoProvince: (name: string) => boolean
}

/**
 * The rules a saved student profile must meet beyond its schema (docs/spec-rules.md, States to Roles):
 * a gaokao province, an offered exam year, a real school locality, and
 * province and year unchanged once a student has saved them.
 */
export function checkProfile(
  body: BodyOf<typeof saveUserInfo>,
  user: UserRow,
  context: ProfileContext,
): Omit<StudentProfile, 'wc'> {
  const refuse = (message: string) => ApiError.refuse(REFUSAL_CODE.profileInvalid, message)
  const province = body.province.trim()
  const locked = user.sf === '1' && user.score !== null && user.province !== ''
  if (locked && (province !== user.province || body.gkYear !== user.gk_year)) {
    throw ApiError.refuse(REFUSAL_CODE.profileLocked, ACCOUNT_TEXT.provinceLocked)
  }
  if (!context.isGaokaoProvince(province)) throw refuse(ACCOUNT_TEXT.provinceUnknown)
  if (!locked && !context.examYears.includes(body.gkYear)) throw refuse(ACCOUNT_TEXT.examYearInvalid)

  const [provinceCode, cityCode] = body.localArea
  const validLocality =
    provinceCode?.endsWith('0000') === true &&
    context.regionExists(provinceCode) &&
    (cityCode === undefined || (cityCode.startsWith(provinceCode.slice(0, 2)) && context.regionExists(cityCode)))
  if (!validLocality) throw refuse(VALIDATION_TEXT.localityRequired)

  const nation = body.nation.trim()
  if (nation === '' || nation === '其他') throw refuse(ACCOUNT_TEXT.nationNameRequired)
  const nickName = body.nickName.trim()
  if (nickName === '') throw refuse(ACCOUNT_TEXT.nickNameLength)

  return {
    nickName,
    sex: body.sex,
    nation: nation === HAN ? HAN : nation,
    language: body.language.trim(),
    freshGraduate: body.freshGraduate,
    localArea: body.localArea,
    province,
    gkYear: body.gkYear,
    score: body.score,
    xk: body.xk.trim(),
  }
}
