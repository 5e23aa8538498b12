import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/** Texts of the programme pages (/plan and the five planning paths) and of /userAgreement. */

const n = (value: number) => groupDigits(Math.round(value))

export const PROGRAMME_TEXT = {
  programmeNotFound: '该升学路径不存在',
  tableMissing: (province: string, track: string) => `${province}暂无${track}一分一段表`,
  rules: {
    plan: '数据集中标注「强基计划」的院校（按本站录取位次排名）',
    postgraduatePlan: '数据集中标注「保研资格」（推免资格）的院校（按本站录取位次排名）',
    singleMovePlan: (province: string) => `位于${province}的高职（专科）院校，「双高计划」院校在前`,
    singleMoveAll: '全部高职（专科）院校，「双高计划」院校在前（选择省份后只看本省）',
    undergraduatePlan: (province: string, track: string, year: number, line: number) =>
      `${year}年${province}${track}最低分在本科线（${line}分）至本科线以上 30 分之间的本科院校`,
    undergraduateNeedsProvince: '选择高考省份后，显示本科线附近可报的院校',
  },
} as const

export const PROGRAMME_PAGE_TEXT = {
  audience: '适合人群',
  steps: '时间线与步骤',
  faq: '常见问题',
  related: '相关资讯',
  tools: '相关工具',
  products: '相关产品',
  source: (source: string, updated: string) => `来源：${source} · 更新于 ${updated}`,
  contentNote: '以上为一般性介绍，具体政策以教育部、各省教育考试院和各高校当年发布的文件为准。',
  schoolsTitle: {
    plan: '强基计划院校',
    postgraduatePlan: '具有保研资格的院校',
    singleMovePlan: '本省高职院校',
    undergraduatePlan: '本科线附近可报的院校',
  },
  schoolColumns: {
    name: COMMON_TEXT.school,
    location: COMMON_TEXT.location,
    tags: '标签',
    admission: '本省最低分/位次',
  },
  admission: (year: number, score: number, rank: number | null) =>
    `${year}年 ${score}分 / ${rank === null ? '位次暂无' : `${n(rank)}名`}`,
  notRecruiting: '本省无录取数据',
  needProvince: COMMON_TEXT.needProvince,
  linesTitle: (province: string, track: string) => `${province}${track}本科批分数线`,
  gainTitle: '多考几分，能超过多少人',
  gainIntro: (year: number, province: string, track: string, score: number, rank: number) =>
    `按${year}年${province}${track}一分一段表，${score} 分对应位次 ${n(rank)}`,
  gainColumns: { points: '提高', score: COMMON_TEXT.score, rank: COMMON_TEXT.rank, passed: '超过的考生' },
  gainPoints: (points: number) => `+${points} 分`,
  gainPassed: (passed: number) => `约 ${n(passed)} 人`,
  lineGap: (batch: string, line: number, gap: number) =>
    gap > 0 ? `距${batch}（${line}分）还差 ${gap} 分` : `已超过${batch}（${line}分）${-gap} 分`,
  scoreInput: '我的分数',
  trackInput: COMMON_TEXT.track,
  gainQuery: '计算',
  jobsTitle: '央国企集中行业的职业',
  jobsIntro:
    '能源、交通、通信、金融、建筑与制造等行业是央企和地方国企较集中的领域，下面是本站职业库中这些行业的职业与相关专业。',
  jobColumns: { name: '职业', industry: '行业', salary: '月薪参考', majors: '相关专业' },
  salary: (min: number, max: number) => `${n(min)}-${n(max)} 元`,
  allIndustries: '全部行业',
  noJobs: '该行业暂无职业',
  noSchools: '暂无符合条件的院校',
} as const

export const AGREEMENT_PAGE_TEXT = {
  hotline: (phone: string) => `数据纠错与客服热线（免费）：${phone}`,
} as const
