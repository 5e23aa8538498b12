import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/** Texts of the home page, the news pages (/information) and the footer's site information. */

export const CONTENT_TEXT = {
  kindInvalid: '请选择有效的资讯类别',
  idInvalid: '请输入正确的文章编号',
  articleNotFound: '文章不存在或已下线',
  provinceUnknown: '请选择有效的高考省份',
} as const

export const INFO_PAGE_TEXT = {
  tabs: { news: '高考资讯', notice: '网站公告' },
  empty: '暂无文章',
  source: (source: string) => `来源：${source}`,
  date: (date: string) => `发布日期：${date}`,
  back: '返回资讯列表',
  listLabel: '文章列表',
} as const

/** The home page's entry cards to the main tools. */
export const HOME_ENTRIES = [
  { label: '查大学', path: '/college', desc: '院校信息与历年录取分数' },
  { label: '查专业', path: '/major', desc: '专业介绍、开设院校与就业' },
  { label: '一分一段', path: '/rank', desc: '分数与位次互查' },
  { label: '批次线', path: '/batch', desc: '历年各批次省控线' },
  { label: '院校排名', path: '/schoolRank', desc: '按录取位次排名' },
  { label: '职业库', path: '/jobLibrary', desc: '职业介绍与相关专业' },
  { label: '职业测评', path: '/evaluate', desc: '兴趣与性格测评' },
  { label: '自主填报', path: '/choice', desc: '自己动手排志愿表' },
  { label: 'AI填报', path: '/auxiliaryFill/list', desc: '按位次智能推荐' },
  { label: '专家一对一', path: '/expertOneToOne', desc: '资深专家咨询' },
] as const

export const HOME_TEXT = {
  entriesLabel: '常用功能',
  /** The fixed banners' images, described for screen readers. */
  banners: { choice: '自主填报志愿', auxiliary: 'AI一键填报', expert: '专家一对一' },
  quickRank: {
    title: '分数查位次',
    province: COMMON_TEXT.province,
    subjects: (count: number) => `选考科目（选${count}科）`,
    firstSubject: '首选科目',
    secondSubjects: (count: number) => `再选科目（选${count}科）`,
    score: COMMON_TEXT.score,
    scorePlaceholder: '请输入分数',
    submit: '查位次',
    result: (year: number, rank: number) => `${year}年位次：${groupDigits(rank)}`,
    resultPlain: (rank: number) => `位次：${groupDigits(rank)}`,
    toTable: '查看一分一段表',
    pickProvinceFirst: '请先选择省份',
  },
  notices: '网站公告',
  news: '最新资讯',
  more: '更多',
  recommended: (province: string) => (province ? `${province}考生热门院校` : '热门院校'),
  recommendedNote: '按本站录取位次排名，列出在本省招生的本科院校',
  ranking: (n: number) => `录取位次排名第${n}`,
  minScore: (year: number, track: string, score: number) => `${year}年${track}最低分 ${score}`,
  hotMajors: '热门与高薪专业',
  hotMajorsPending: '热门与高薪专业数据即将上线。',
  emptySchools: '暂无推荐院校',
  emptyArticles: '暂无文章',
} as const

export const FOOTER_TEXT = {
  operator: (name: string) => `运营方：${name}`,
} as const

/** The paging controls of server-paged lists. */
export const PAGER_TEXT = {
  label: '分页',
  prev: '上一页',
  next: '下一页',
  page: (n: number) => `第${n}页`,
} as const
