import { groupDigits } from './rules/digits.js'
import { COMMON_TEXT } from './texts-common.js'

/**
 * What a figure says about where it comes from (docs/real-data.md, "What the
 * site shows"): a published one names its authority and year, a derived one
 * how it was derived, a generated one stays 示例数据 (SAMPLE_DATA_NOTICE).
 */
export const FIGURE_SOURCE_TEXT = {
  published: (authority: string, year: number) => `来源：${authority}，${year}年`,
  derived: (year: number) => `位次由${year}年一分一段表推算`,
  derivedFrom: (authority: string) => `来源：${authority}`,
  /** The column of a table whose rows each say where they come from. */
  column: '数据来源',
  /** A line whose authority printed no rank and whose rank cannot be read off that year's table. */
  minScoreNoRank: (score: number) => `最低分 ${score} · 位次暂无`,
  /** The latest year with a table, when the current year's is not in yet. */
  latestYear: (year: number, missing: number) => `最新数据为${year}年，${missing}年数据暂未收录`,
} as const

/** The 数据说明 page (/dataNote): every source, what is derived, what is generated, what is known to be wrong. */
export const DATA_NOTE_TEXT = {
  intro:
    '本站的数字分三类：各省级教育考试院等机构公布的数据（标注“来源”和年份，并链接到原始页面）；由公布数据按固定规则推算的数据（标注“推算”）；没有公布数据之处按公开模型生成的示例数据（标注“示例数据”，并非官方发布，不能作为填报依据）。',
  sourcesTitle: '公布的数据及来源',
  copiedFrom: (repository: string, commit: string) =>
    `以下数据文件取自开源项目 ${repository}（MIT 许可，提交 ${commit.slice(0, 7)}），该项目从各行注明的原始页面整理而来。`,
  listsTitle: '院校与专业名单',
  institutions: (rows: number) => `全国高等学校名单（2025年6月）：${groupDigits(rows)} 所院校`,
  catalogue: (rows: number) => `普通高等学校本科专业目录：${groupDigits(rows)} 个专业`,
  rankTablesTitle: '一分一段表',
  /** What a source link points at, for its accessible name. */
  rankTableOf: (province: string, year: number, track: string) => `${province}${year}年${track}一分一段表`,
  admissionsOf: (province: string, year: number) => `${province}${year}年投档线`,
  subjectRequirementsOf: (province: string, year: number) => `${province}${year}年选科要求`,
  admissionsTitle: '投档线（院校或院校专业组的最低分）',
  subjectRequirementsTitle: '选科要求（院校专业组及所含专业）',
  columns: {
    province: COMMON_TEXT.province,
    year: COMMON_TEXT.year,
    track: COMMON_TEXT.track,
    rows: '行数',
    scoreRange: '分数范围',
    attributed: '已对应到本站院校',
    groups: '院校专业组',
    publisher: '发布方（原始页面）',
  },
  scoreRange: (top: number, floor: number) => `${floor}–${top}分`,
  /** The accessible name of a source link: the publisher and what the page holds. */
  pageLabel: (publisher: string, what: string) => `${publisher}：${what}原始页面`,
  derivedTitle: '推算的数据',
  derived: [
    '投档线的最低位次：除广东外，各省只公布最低分。本站按同年同科类的一分一段表读出该分数的累计人数作为位次，并标注“位次由某年一分一段表推算”；读不出时不给位次。',
    '一分一段表只公布到某个最低分（多在本科线附近）。低于该分数的位次本站不推算，只提示“低于本表最低公布分数”；高于表首行的分数只知道“位次在前N名以内”。',
  ],
  generatedTitle: '示例数据是怎样生成的',
  generated: [
    '没有公布数据的省份和年份，一分一段表、批次线、院校和专业录取分数、招生计划、院校排名等由本站的公开模型生成，均标注“示例数据”。',
    '一分一段表按各省报名人数和一条由典型公开表归纳的分数分布曲线生成；批次线取该表中与各省本科录取比例相当的分数。',
    '院校录取位次由院校层次（C9、985、211、双一流等）决定的选拔程度推出，再换算为当年分数；同一输入总是生成同样的数字，不含随机抽取。',
    '年份：每个省份收录最近三年（2024–2026年）；有公布一分一段表的省份截至其最新公布年份（如江苏2023–2025年、北京2022–2024年），不在公布年份之后再生成示例年份。',
    '科类按各省当年实际的考试模式：第四批新高考省份（黑龙江、吉林、安徽、江西、广西、贵州、甘肃）自2024年起、第五批（山西、内蒙古、河南、四川、云南、陕西、青海、宁夏）自2025年起为物理类/历史类，此前为理科/文科，录取按院校而非院校专业组；新疆、西藏2026年仍为文理分科，其2027届考生的位次按2026年理科/文科一分一段表换算。',
    '在公布的一分一段表上生成的示例录取线保留其位次，分数按该表读出，使同一院校历年位次可比。',
  ],
  problemsTitle: '已知的数据问题',
  problems: [
    '转载来源：河北2024年一分一段表取自大学生必备网、湖北2024年取自中国教育在线，均为转载而非考试院原页面；北京、山东、湖南的一分一段表只注明考试院首页。',
    '湖北2024年一分一段表开头的若干行（每分1人）为转载网站的汇总，不是公布数字，本站不使用。',
    '一分一段表中有抓取错误的行（列错位、多或少一位数字）：与上下两行都对不上的行不使用；江苏2023、2024年本科线附近另缺若干行。',
    '部分投档线的院校代码与院校名称不符（如浙江大学医学院记在另一所学校的代码下），这些行不归入任何院校。',
    '上海的投档线只印院校简称（如“上海交大”）：简称的字依次出现在该代码院校的全称中、且该代码下只有一个简称时才归入（约1,230条）；同一代码下有两个简称的、对不上的（如“东大秦岛”记在沈阳工业大学代码下）不归入。上海2024年有22个院校专业组的投档线同为580分，应为公布时的封顶分数，本站不据此推算位次。',
  ],
  footerLink: '数据说明',
} as const

/**
 * Where a province's authority publishes its 投档线 per 院校专业组 only
 * (docs/real-data.md), no per-major line exists: a per-major view there says
 * so instead of showing a bare empty list.
 */
export const GROUP_LINES_TEXT = {
  noMajorLines: (province: string) => `${province}只公布院校专业组投档线，暂无分专业录取分数`,
} as const
