/**
 * How each province's volunteer table (志愿表) is filled, 2025-2026 rules as
 * published (../shared/research/planning-domain.md). These are facts we
 * transcribe, not generated figures; check them against each exam
 * authority's notice before relying on them.
 */
export type VolunteerMode = '院校专业组' | '专业+院校' | '院校'

export interface VolunteerRule {
  readonly province: string
  readonly mode: VolunteerMode
  /** How many volunteers one table holds. */
  readonly volunteers: number
  /** Majors per volunteer: inside a group, 1 when a volunteer is one major at one school. */
  readonly majorsPerVolunteer: number
  /** Where the figures come from, or what we assumed and why. */
  readonly note: string
}

const SOURCE = 'planning-domain.md'

function rules(
  mode: VolunteerMode,
  volunteers: number,
  provinces: readonly string[],
  majorsPerVolunteer = mode === '专业+院校' ? 1 : 6,
): VolunteerRule[] {
  return provinces.map((province) => ({ province, mode, volunteers, majorsPerVolunteer, note: SOURCE }))
}

/** Majors per group where it is not the common 6 (内蒙古 12, 云南 10, 广西 up to 20). */
const MAJORS_PER_GROUP: Readonly<Record<string, number>> = { 内蒙古: 12, 云南: 10, 广西: 20 }

const BY_TABLE: readonly VolunteerRule[] = [
  ...rules('专业+院校', 80, ['浙江']),
  ...rules('专业+院校', 96, ['山东', '河北', '重庆', '贵州', '青海']),
  ...rules('专业+院校', 112, ['辽宁']),
  ...rules('院校专业组', 40, ['江苏', '福建', '黑龙江', '吉林', '广西', '云南']),
  ...rules('院校专业组', 45, [
    '湖北',
    '湖南',
    '广东',
    '甘肃',
    '安徽',
    '江西',
    '山西',
    '内蒙古',
    '四川',
    '陕西',
    '宁夏',
  ]),
  ...rules('院校专业组', 48, ['河南']),
  ...rules('院校专业组', 50, ['天津']),
  ...rules('院校专业组', 30, ['北京', '海南']),
  ...rules('院校专业组', 24, ['上海']),
  ...rules('院校', 10, ['西藏']),
  // 新疆 is not in the source table: like 西藏 it still fills by school in the traditional exam. Assumed.
  {
    province: '新疆',
    mode: '院校',
    volunteers: 10,
    majorsPerVolunteer: 6,
    note: 'assumed like 西藏: not in planning-domain.md',
  },
]

export const VOLUNTEER_RULES: readonly VolunteerRule[] = BY_TABLE.map((rule) => {
  const majors = MAJORS_PER_GROUP[rule.province]
  return majors === undefined ? rule : { ...rule, majorsPerVolunteer: majors }
})

export function volunteerRule(province: string): VolunteerRule {
  const rule = VOLUNTEER_RULES.find((r) => r.province === province)
  if (!rule) throw new Error(`no volunteer rule for ${province}`)
  return rule
}
