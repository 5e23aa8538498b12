import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../endpoint.js'
import { PASSWORD_MD5_PATTERN } from '../rules/password.js'
import { NATION_NAME_MAX_LENGTH, NICK_NAME_MAX_LENGTH } from '../rules/text-lengths.js'
import { EmptyBody, ExamModeSchema, Phone, RANK_MAX, Score } from '../schemas.js'
import { ACCOUNT_TEXT, VALIDATION_TEXT } from '../texts.js'
import { STUDENT_TEXT } from '../texts-student.js'
import { VipState } from './membership.js'

/** Login, registration and the student profile (docs/spec-rules.md, Calls: Login and account, User). */

export const VerifyCode = Type.String({ pattern: '^\\d{6}$', errorMessage: ACCOUNT_TEXT.codeFormat })
/** The client sends the MD5 of the password, never the password (docs/spec-rules.md, Calls). */
export const PasswordMd5 = Type.String({ pattern: PASSWORD_MD5_PATTERN, errorMessage: ACCOUNT_TEXT.passwordFormat })
export const TokenData = Type.Object({ token: Type.String() })

export const sendVerifyCode = endpoint({
  name: 'sendVerifyCode',
  summary: '发送短信验证码',
  path: '/web/sendVerifyCode',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    phone: Phone,
    /** '1' when registering, else empty (docs/spec-rules.md, Calls). */
    isSignIn: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('')])),
  }),
  data: Type.Object({
    /** Seconds until another code may be sent. */
    resendAfter: Type.Integer(),
    /** Demo mode only: the code itself, shown as 演示环境验证码：123456. */
    demoCode: Type.Optional(Type.String()),
  }),
  cache: NO_CACHE,
})

export const userRegistration = endpoint({
  name: 'userRegistration',
  summary: '注册',
  path: '/web/userRegistration',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ phone: Phone, verifyCode: VerifyCode, passWord: PasswordMd5 }),
  data: TokenData,
  cache: NO_CACHE,
  session: 'issue',
})

export const loginByPassWord = endpoint({
  name: 'loginByPassWord',
  summary: '密码登录',
  path: '/web/loginByPassWord',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ phone: Phone, passWord: PasswordMd5 }),
  data: TokenData,
  cache: NO_CACHE,
  session: 'issue',
})

export const loginVerifyCode = endpoint({
  name: 'loginVerifyCode',
  summary: '验证码登录（未注册的手机号自动注册）',
  path: '/web/loginVerifyCode',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ phone: Phone, verifyCode: VerifyCode }),
  data: TokenData,
  cache: NO_CACHE,
  session: 'issue',
})

export const updatePassWord = endpoint({
  name: 'updatePassWord',
  summary: '修改密码（所有登录状态随之失效）',
  path: '/web/updatePassWord',
  method: 'POST',
  auth: 'none',
  body: Type.Object({ phone: Phone, verifyCode: VerifyCode, passWord: PasswordMd5 }),
  data: Type.String({ description: 'a success message' }),
  cache: NO_CACHE,
  session: 'revoke',
})

export const logout = endpoint({
  name: 'logout',
  summary: '退出登录（令牌作废）',
  path: '/web/user/logout',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Type.Boolean(),
  cache: NO_CACHE,
  session: 'revoke',
})

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

/** The student profile (docs/spec-rules.md, Entities: user info), as the upstream answers it. */
export const UserInfo = Type.Object({
  phone: Type.String(),
  nickName: Type.String(),
  sex: Type.String(),
  /** 汉族, or the typed name of another nation. */
  nation: Type.String(),
  language: Type.String(),
  freshGraduate: Type.String(),
  /** School locality codes [province, city] (GB/T 2260). */
  localArea: Type.Array(Type.String()),
  /** School locality as text, e.g. 江苏省/南京市. */
  district: Type.String(),
  province: Type.String(),
  gkYear: Nullable(Type.Integer()),
  score: Nullable(Type.Integer()),
  wc: Nullable(Type.Integer()),
  xk: Type.String(),
  gkms: Type.Union([ExamModeSchema, Type.Literal('')]),
  /** '1' once the user saved a student profile with score and province (docs/spec-rules.md, Roles). */
  sf: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  uType: Type.String(),
  /** The membership (docs/payments.md): whether it holds now and when it ends. Absent from upstreams that predate it. */
  vip: Type.Optional(VipState),
})

export const getUserInfo = endpoint({
  name: 'getUserInfo',
  summary: '用户信息',
  path: '/web/user/getUserInfo',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: UserInfo,
  cache: NO_CACHE,
})

const Text = (max: number, title: string) => Type.String({ minLength: 1, maxLength: max, title })

export const saveUserInfo = endpoint({
  name: 'saveUserInfo',
  summary: '保存学生信息（位次由服务端按一分一段表重新计算）',
  path: '/web/user/saveUserInfo',
  method: 'POST',
  auth: 'user',
  body: Type.Object({
    nickName: Type.String({
      minLength: 1,
      maxLength: NICK_NAME_MAX_LENGTH,
      title: STUDENT_TEXT.nickName,
      errorMessage: ACCOUNT_TEXT.nickNameLength,
    }),
    sex: Type.Union([Type.Literal('男'), Type.Literal('女')], { title: STUDENT_TEXT.sex }),
    nation: Text(NATION_NAME_MAX_LENGTH, STUDENT_TEXT.nation),
    language: Text(10, STUDENT_TEXT.language),
    freshGraduate: Type.Union([Type.Literal('1'), Type.Literal('0')], { title: STUDENT_TEXT.freshGraduate }),
    localArea: Type.Array(Type.String({ pattern: '^\\d{6}$' }), {
      minItems: 1,
      maxItems: 2,
      title: STUDENT_TEXT.locality,
      errorMessage: VALIDATION_TEXT.localityRequired,
    }),
    province: Type.String({
      minLength: 1,
      maxLength: 8,
      title: STUDENT_TEXT.province,
      errorMessage: VALIDATION_TEXT.provinceRequired,
    }),
    gkYear: Type.Integer({
      minimum: 2000,
      maximum: 2100,
      title: STUDENT_TEXT.examYear,
      errorMessage: ACCOUNT_TEXT.examYearInvalid,
    }),
    score: Score,
    /** Sent for completeness; the upstream computes the rank itself from the score-rank table. */
    wc: Type.Optional(Type.Integer({ minimum: 1, maximum: RANK_MAX })),
    xk: Type.String({
      minLength: 1,
      maxLength: 11,
      title: STUDENT_TEXT.subjects,
      errorMessage: VALIDATION_TEXT.subjectCount,
    }),
    uType: Type.Literal('0'),
  }),
  data: UserInfo,
  cache: NO_CACHE,
})
