/**
 * Every page of the site (docs/spec-rules.md, Screens) with its Chinese title and whether it
 * needs a login. The web registers exactly these; end-to-end tests walk them.
 * Paths use the router's $param syntax.
 */
export interface SiteRoute {
  readonly path: string
  readonly title: string
  readonly requiresAuth: boolean
  /**
   * Whether the page shows figures of the student's province, so a first visit
   * without one opens the province picker. Pages that read the same for every
   * province (news, the agreement, careers, assessments) show their text at
   * once: a shared link is read before anything is asked (docs/province-picker.md).
   */
  readonly needsProvince: boolean
}

/** The pages that read the same whatever the province; every other page, and any new one, asks for a province. */
const PROVINCE_FREE: ReadonlySet<string> = new Set([
  '/dataNote',
  '/evaluate',
  '/evaluate/$id',
  '/information',
  '/information/$id',
  '/jobLibrary',
  '/jobLibrary/$id',
  '/jobLibrary/search',
  '/major',
  '/major/$id',
  '/mockConvert/result',
  '/schoolRank',
  '/search',
  '/userAgreement',
])

const page = (path: string, title: string, requiresAuth = false): SiteRoute => ({
  path,
  title,
  requiresAuth,
  needsProvince: !PROVINCE_FREE.has(path),
})

export const SITE_ROUTES: readonly SiteRoute[] = [
  page('/', '首页'),
  page('/batch', '批次线'),
  page('/college', '查大学'),
  page('/college/$id', '院校详情'),
  page('/compare', '院校对比'),
  page('/dataNote', '数据说明'),
  page('/evaluate', '职业测评'),
  page('/evaluate/$id', '测评详情'),
  page('/information', '高考资讯'),
  page('/information/$id', '资讯详情'),
  page('/jobLibrary', '职业库'),
  page('/jobLibrary/$id', '职业详情'),
  page('/jobLibrary/search', '职业搜索'),
  page('/major', '查专业'),
  page('/major/$id', '专业详情'),
  page('/mockConvert/result', '模考换算结果'),
  page('/plan', '升学规划'),
  page('/rank', '一分一段'),
  page('/schoolRank', '院校排名'),
  page('/search', '搜索'),
  page('/userAgreement', '用户协议'),
  page('/auxiliaryFill', 'AI填报', true),
  page('/auxiliaryFill/fillInfo', '填报信息', true),
  page('/auxiliaryFill/list', 'AI填报', true),
  page('/auxiliaryFill/result', 'AI填报结果', true),
  page('/choice', '自主填报', true),
  page('/choice/buildWish', '我的志愿表', true),
  page('/choice/detail', '志愿表详情', true),
  page('/expertOneToOne', '专家一对一', true),
  page('/mockConvert', '模考换算', true),
  page('/personal', '个人中心', true),
  page('/postgraduatePlan', '考研规划', true),
  page('/scorePromote', '提分规划', true),
  page('/singleMovePlan', '单招规划', true),
  page('/stateEnterprisePlan', '央国企就业规划', true),
  page('/subject', '选科', true),
  page('/undergraduatePlan', '本科升学规划', true),
]

export function siteRoute(path: string): SiteRoute {
  const found = SITE_ROUTES.find((r) => r.path === path)
  if (!found) throw new Error(`unknown site route ${path}`)
  return found
}

/**
 * The route a URL path shows, as the router would pick it: a static segment
 * wins over a $param (/jobLibrary/search is not the job called "search"); a
 * trailing slash, the query and case do not matter (TanStack Router matches
 * case-insensitively unless told otherwise). Undefined for a path that is no
 * page (the 404 page).
 */
export function matchSiteRoute(urlPath: string): SiteRoute | undefined {
  const segments = (urlPath.split(/[?#]/)[0] ?? '').toLowerCase().split('/').filter(Boolean)
  let best: { route: SiteRoute; params: number } | undefined
  for (const route of SITE_ROUTES) {
    const pattern = route.path.split('/').filter(Boolean)
    if (pattern.length !== segments.length) continue
    if (!pattern.every((part, i) => part.startsWith('$') || part.toLowerCase() === segments[i])) continue
    const params = pattern.filter((part) => part.startsWith('$')).length
    if (!best || params < best.params) best = { route, params }
  }
  return best?.route
}

/** Texts of the app shell beyond the glossary's. */
export const SHELL_TEXT = {
  backHome: '返回首页',
  redirectingHome: (seconds: number) => `${seconds} 秒后自动返回首页`,
  changeProvince: '切换省份',
  chooseProvince: '选择省份',
  comingSoon: '该功能正在建设中，敬请期待。',
  agreementLink: '用户协议',
  hotline: (phone: string) => `如发现数据错误，请拨打免费数据纠错热线 ${phone}，我们将及时核实并更正。`,
  carouselLabel: '首页轮播',
  mainNavigation: '主导航',
  retry: '重试',
  loadFailed: '加载失败',
  /** A list or table with nothing in it, where the page names nothing more specific. */
  noData: '暂无数据',
} as const
