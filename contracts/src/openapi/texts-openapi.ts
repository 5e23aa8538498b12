/** Texts of the API document (/bff/openapi.json) and its page (/bff/docs). */
export const OPENAPI_TEXT = {
  title: '高考志愿填报规划 API',
  docsPageTitle: '接口文档 · 高考志愿填报规划',
  /** Shown while the viewer's script loads, and instead of it when scripts are off. */
  docsLoading: '正在加载接口文档…',
  bffTag: 'bff：页面数据与登录会话',
  clientConfigSummary: '站点运行设置（开发者门禁）',
  sessionSummary: '是否已登录（会话 Cookie 是否仍被上游接受）',
  logoutSummary: '退出登录：撤销上游令牌并清除会话 Cookie',
} as const

/** The document's groups of /api/v1 calls, one per contracts module (contracts/src/api/<module>.ts). */
export const OPENAPI_TAG_TEXT = {
  public: '公共数据：地区、省份、字典、轮播图',
  dataset: '数据集与分数查位次',
  account: '登录、注册与学生信息',
  scoreLines: '一分一段表与批次线',
  content: '资讯与公告',
  home: '首页与站点信息',
  college: '院校',
  compare: '院校对比',
  major: '专业',
  profession: '职业',
  search: '搜索',
  planning: '志愿填报与志愿表',
  evaluation: '测评',
  subject: '选科',
  personal: '个人中心：头像',
  conversion: '模考换算',
  expert: '专家咨询',
  programme: '升学路径',
  membership: '会员、会员卡与支付',
} as const
