/**
 * The site's Chinese texts (../shared/spec/glossary.md), in one place so the
 * web app, the bff and the upstream say the same thing and tests can assert it.
 */

export const NAV_ITEMS = [
  { label: '查大学', path: '/college' },
  { label: '查专业', path: '/major' },
  { label: '选科', path: '/subject' },
  { label: '职业测评', path: '/evaluate' },
  { label: '自主填报', path: '/choice' },
  { label: '高考资讯', path: '/information' },
  { label: 'AI填报', path: '/auxiliaryFill/list' },
  { label: '专家一对一', path: '/expertOneToOne' },
] as const

export const SITE_NAME = '高考志愿填报规划'

/** The bar across the top while the next page loads, for screen readers. */
export const PAGE_PROGRESS_LABEL = '页面加载进度'

export const DIALOG_TEXT = {
  provincePickerTitle: '选择高考省份',
  /** A dialog's close button, for screen readers (its face is ×). */
  close: '关闭',
  loginTabCode: '验证码登录',
  loginTabPassword: '密码登录',
  autoRegisterHint: '未注册的手机号验证后将自动注册',
  forgotPassword: '忘记密码',
  modifyPasswordTitle: '修改密码',
  registerTitle: '注册免费体验',
  getCode: '获取验证码',
  resendCode: (seconds: number) => `重新发送(${seconds})`,
  agreementTitle: '志愿填报规划系统用户协议',
  studentInfoTitle: '完善学生信息',
  saveInfo: '保存信息',
  provinceYearLocked: '高考省份和高考年份确认后不可修改',
  loadingTip: '加载中...',
  notFound: '页面不存在 (Page Not Found)',
  serverError: '服务器开小差了 (Internal Server Error)',
} as const

export const VALIDATION_TEXT = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  passwordRequired: '请输入密码',
  passwordLength: '请输入6-20位密码',
  passwordMismatch: '两次输入的密码不一致',
  codeRequired: '请输入验证码',
  agreementRequired: '请勾选用户协议',
  localityRequired: '请选择学校所在地',
  scoreRequired: '请输入分数',
  scoreRange: '请输入0-750之间的整数',
  subjectCount: '请选择对应数量的科目',
  provinceRequired: '请选择省份',
  rankNotFound: '未查询到对应位次',
  /** Scores at or below the lookup floor are not ranked (rules/score.ts). */
  rankScoreTooLow: (floor: number) => `分数需高于${floor}分才能查位次`,
  required: (field: string) => `${field}不能为空`,
} as const

export const MESSAGE_TEXT = {
  welcomeLogin: '欢迎登录',
  registered: '注册成功',
  saved: '保存成功',
  passwordChanged: '密码修改成功，请重新登录',
  loggedOut: '退出登录成功',
  requestError: '请求错误',
} as const

/** Messages of the envelope when something other than a business rule fails. */
export const ERROR_TEXT = {
  ok: '成功',
  badRequest: '请求参数不正确',
  invalidJson: '请求体不是合法的 JSON',
  emptyBody: '请求体不能为空',
  /** A body nested past JSON_DEPTH_MAX (rules/json-depth.ts). */
  jsonTooDeep: '请求体嵌套层级过深',
  bodyTooLarge: '请求体过大',
  /** A request head (line and headers) past Node's 16 KiB. */
  headersTooLarge: '请求头过大',
  /** The client took longer than the server's request timeout to send its request. */
  requestTimeout: '请求超时，请重试',
  unsupportedMediaType: '不支持的请求格式，请使用 JSON',
  notFound: '接口不存在',
  methodNotAllowed: '请求方法不被允许',
  unauthorized: '请先登录',
  forbidden: '请求被拒绝',
  tooManyRequests: '请求过于频繁，请稍后再试',
  internal: '服务器开小差了，请稍后再试',
  upstreamTimeout: '服务响应超时，请稍后再试',
  upstreamUnavailable: '服务暂时不可用，请稍后再试',
  overloaded: '服务繁忙，请稍后再试',
  field: {
    required: (field: string) => `缺少参数：${field}`,
    type: (field: string) => `参数类型不正确：${field}`,
    range: (field: string) => `参数超出范围：${field}`,
    format: (field: string) => `参数格式不正确：${field}`,
    length: (field: string) => `参数长度不符合要求：${field}`,
    enum: (field: string) => `参数取值不在允许范围内：${field}`,
    unknown: (field: string) => `参数不正确：${field}`,
  },
} as const

export const SAMPLE_DATA_NOTICE = '示例数据'

/**
 * The footer's data statement: what is published and what is generated, no
 * more (docs/real-data.md, "What the site shows"); every source is on /dataNote.
 * The hotline for reporting errors follows it only when one is configured
 * (SHELL_TEXT.hotline, docs/hotline.md).
 */
export const DATA_DISCLAIMER =
  '标注“来源”的一分一段表、投档线和院校名单取自省级教育考试院、教育部等机构公布的数据；标注“示例数据”的数字由本站模型生成，并非官方发布，不能作为填报依据。全部数据仅供参考，不构成录取承诺。'

/** Messages the bff adds of its own (shutdown, QA replay). */
export const BFF_TEXT = {
  shuttingDown: '服务正在重启，请稍后再试',
  replayMiss: (key: string) => `回放录制中没有这个请求：${key}`,
} as const

/** What the dataset-info call says about the figures labelled 示例数据: only those are generated, not every figure. */
export const SAMPLE_DATA_NOTE =
  '标注“示例数据”的一分一段表、批次线、历年录取分数、招生计划和院校排名为按公开模型生成的示例数据，并非官方发布，仅用于演示功能，请勿据此填报志愿。标注“来源”的数字为省级教育考试院等机构公布的数据。院校、专业、职业介绍为本站编写的公开信息。'

/** Accounts: what the upstream answers and the login dialog shows beyond the glossary. */
export const ACCOUNT_TEXT = {
  codeFormat: '请输入6位数字验证码',
  passwordFormat: '密码格式不正确',
  demoCode: (code: string) => `演示环境验证码：${code}`,
  codeSent: '验证码已发送',
  codeTooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  codeDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeMissing: '请先获取验证码',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册，请先注册',
  loginFailed: '手机号或密码错误',
  loginLocked: (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试`,
  /** The bff's per-address limit on failed logins (docs/bff-login-limit.md). */
  loginTooManyAttempts: '登录失败次数过多，请稍后再试',
  sessionExpired: '登录已过期，请重新登录',
  passwordChangedData: '密码修改成功',
  provinceLocked: DIALOG_TEXT.provinceYearLocked,
  examYearInvalid: '请选择有效的高考年份',
  provinceUnknown: '请选择有效的高考省份',
  localityUnknown: '请选择有效的学校所在地',
  nationNameRequired: '请输入民族名称',
  nickNameLength: '姓名长度应为1-20个字',
  logout: '退出登录',
  login: '登录',
  register: '注册',
  goRegister: '没有账号？去注册',
  goLogin: '已有账号？去登录',
  backToLogin: '返回登录',
  agreementPrefix: '我已阅读并同意',
  confirmPassword: '确认密码',
  newPassword: '新密码',
  phonePlaceholder: '请输入手机号',
  codePlaceholder: '请输入验证码',
  passwordPlaceholder: '请输入6-20位密码',
  close: DIALOG_TEXT.close,
} as const
