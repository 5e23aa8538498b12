import { COLOUR_VISIONS } from './rules/planning-values.js'
import { SCHOOL_TAG_ORDER } from './rules/school-tags.js'
import { SUBJECTS, TRACK_ORDER } from './rules/subjects.js'

/**
 * The enumerations (docs/spec-rules.md, Entities) and the filter lists later pages need, keyed by
 * codeType. The upstream seeds getDictList from these; the web reads them back
 * from the API like any other reference data.
 */
export interface DictEntry {
  readonly code: string
  readonly name: string
}

const same = (...names: string[]): DictEntry[] => names.map((name) => ({ code: name, name }))
const steps = (from: number, to: number): DictEntry[] => {
  const out: DictEntry[] = []
  for (let tenths = Math.round(from * 10); tenths <= Math.round(to * 10); tenths++) {
    const value = (tenths / 10).toFixed(1)
    out.push({ code: value, name: value })
  }
  return out
}

export const DICTIONARIES = {
  sex: same('男', '女'),
  nation: same('汉族', '其他'),
  freshGraduate: [
    { code: '1', name: '应届生' },
    { code: '0', name: '往届生' },
  ],
  language: same('英语', '其他'),
  subject: SUBJECTS.map((s) => ({ code: s.code, name: s.name })),
  firstSubject: [
    { code: '物', name: '物理' },
    { code: '史', name: '历史' },
  ],
  secondSubject: [
    { code: '化', name: '化学' },
    { code: '生', name: '生物' },
    { code: '政', name: '政治' },
    { code: '地', name: '地理' },
  ],
  priority: [
    { code: '1', name: '专业优先' },
    { code: '2', name: '院校优先' },
    { code: '3', name: '均衡' },
  ],
  yesNo: [
    { code: '1', name: '是' },
    { code: '0', name: '否' },
  ],
  adjustment: [
    { code: '1', name: '服从调剂' },
    { code: '0', name: '不服从调剂' },
  ],
  /** 小数视力 */
  visionDecimal: steps(0.8, 1.5),
  /** 五分制视力 */
  visionFivePoint: steps(4.0, 5.3),
  colorVision: same(...COLOUR_VISIONS),
  schoolLevel: same('本科', '专科'),
  schoolType: same('综合', '理工', '师范', '医药', '财经', '政法', '农林', '语言', '艺术', '体育', '民族', '军事'),
  schoolNature: same('公办', '民办', '中外合作办学'),
  schoolTag: same(...SCHOOL_TAG_ORDER),
  batch: same('本科提前批', '本科批', '专科提前批', '专科批', '特殊类型招生控制线'),
  track: same(...TRACK_ORDER),
} as const satisfies Record<string, readonly DictEntry[]>

export type DictType = keyof typeof DICTIONARIES

/** Option labels meaning "any value" in filters. */
export const ANY_OPTION = { all: '全部', unlimited: '不限' } as const
