import type { Band } from './rules/chance.js'
import { groupDigits } from './rules/digits.js'

const n = (value: number) => groupDigits(Math.round(value))
const ratio = (r: number) => (Math.round(r * 100) / 100).toFixed(2)

/**
 * Why one-click filling chose a line, in words about that line: its
 * position (the predicted minimum rank against the candidate's), its school
 * and its majors (docs/ai-fill.md, "Reasons").
 */
export const FILL_REASON_TEXT = {
  /**
   * Where the line stands and why there: a 冲 above the candidate, a 稳 near, a 保 below. No 第 n 志愿:
   * the reason is stored with the line, and the student may move it.
   */
  position: (band: Band, predicted: number, rank: number) => {
    const head = `预测最低位次 ${n(predicted)}`
    const gap = n(Math.abs(predicted - rank))
    if (band === '冲') return `${head}，比你的位次 ${n(rank)} 高 ${gap} 名，排在前面冲一冲`
    if (band === '稳')
      return predicted >= rank
        ? `${head}，你的位次 ${n(rank)} 在线内 ${gap} 名，排在中间求稳`
        : `${head}，你的位次 ${n(rank)} 只差 ${gap} 名，排在中间求稳`
    return `${head}，约为你的位次 ${n(rank)} 的 ${ratio(predicted / rank)} 倍，排在后面兜底且分数不浪费`
  },
  /** A 保 line beyond SAFE_RANK_RATIO, taken only because too few lay within it. */
  safeShort: (ratio: number) => `你的位次 ${ratio} 倍以内的「保」志愿不足，取其外离你最近的补足`,
  /** The school: its name, level, place and ranking where it has one. */
  school: (name: string, level: string, city: string, rank: number | undefined) =>
    rank === undefined
      ? `院校：${name}（${level}，${city}）`
      : `院校：${name}（${level}，${city}，录取位次排名第 ${rank} 位）`,
  /** The majors named, and why them: the student's category, their assessment, or what families choose. */
  majorsPreferred: (names: readonly string[], category: string, order: number) =>
    `专业：${names.join('、')}，属于你的第 ${order} 偏好门类「${category}」`,
  majorsAssessed: (names: readonly string[], fitting: readonly string[]) =>
    `专业：${names.join('、')}，其中${fitting.join('、')}与你的测评结果相符`,
  majorsPopular: (names: readonly string[], schools: number, employment: number) =>
    `专业：${names.join('、')}；${names[0]}全国 ${n(schools)} 所院校开设，就业率约 ${employment.toFixed(1)}%`,
} as const

/** What the filling page says of a table it could not fill (docs/ai-fill.md, "保 lines"). */
export const FILL_RESULT_TEXT = {
  /** Not only the filters: the subjects, a few lines a school and the 保 ratio leave lines empty too. */
  shortfall: (n: number) => `还差 ${n} 个志愿未填满：符合选科与筛选条件、且不浪费分数的志愿已全部填入`,
} as const
