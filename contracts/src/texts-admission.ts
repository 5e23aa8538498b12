/**
 * Texts of the admission types the planner marks (docs/admission-types.md):
 * each type's name and what it requires beyond a score, the filter that
 * shows them, and why their chance is not banded against ordinary lines.
 */
import type { AdmissionType } from './api/planning-admission.js'
import { formatProbability } from './texts-planning.js'

export interface AdmissionTypeText {
  /** The badge: 军队院校, 艺术类 ... */
  readonly label: string
  /** What the candidate needs besides the score, in the order a family meets it. */
  readonly requires: readonly string[]
}

export const ADMISSION_TYPE_TEXT: Readonly<Record<AdmissionType, AdmissionTypeText>> = {
  军队: {
    label: '军队院校',
    requires: ['提前批单独填报', '政治考核（政审）', '军队院校招生体检（军检）', '面试与心理检测'],
  },
  公安: {
    label: '公安司法类',
    requires: ['提前批单独填报', '政治考察（政审）', '体检', '体能测评', '面试'],
  },
  飞行: {
    label: '飞行技术',
    requires: ['提前批单独填报', '招飞体检与心理选拔', '政治背景审查'],
  },
  艺术: {
    label: '艺术类',
    requires: ['艺术类专业统考（艺考）', '部分院校另有校考', '按艺术类综合分录取'],
  },
  体育: {
    label: '体育类',
    requires: ['体育专业考试（体育统考）', '运动训练等专业多为体育单招', '按体育类综合分录取'],
  },
  中外合作: {
    label: '中外合作办学',
    requires: ['学费明显高于普通专业', '部分项目对外语成绩有要求', '以学校招生章程为准'],
  },
}

export const ADMISSION_TEXT = {
  /** The filter of /choice. */
  filterLegend: '特殊类型招生（默认不显示）',
  filterHint: '勾选后才会列出这些志愿，并单独标注，不计入冲稳保',
  /** The tab that lists them, beside 冲/稳/保. */
  tab: '特殊类型',
  tabCount: (count: number) => `特殊类型（${count}）`,
  emptyTab: '勾选的特殊类型中没有符合条件的志愿',
  /** The badge's heading before the requirements. */
  requiresLead: '需要：',
  /** Where a band would stand. */
  band: '特殊类型',
  /** The first reason of a special unit's chance: why it is not 冲/稳/保. */
  notComparable: (labels: readonly string[]) =>
    `${labels.join('、')}：录取另有要求，不与普通类考生同线；下列概率按普通类线估算，仅供参考，不计入冲稳保`,
  /** In place of 录取概率约 …，属于「保」: the figure stays, the band does not. */
  probability: (p: number) => `按普通类线估算的录取概率约 ${formatProbability(p)}，不作冲稳保判断`,
  /** Why a special line of a table is left out of the whole-table judgement. */
  notCounted: (labels: readonly string[]) => `${labels.join('、')}：特殊类型招生，不与普通类志愿一起投档`,
  /** The label of a unit's types, joined. */
  labels: (types: readonly AdmissionType[]) => types.map((t) => ADMISSION_TYPE_TEXT[t].label),
} as const
