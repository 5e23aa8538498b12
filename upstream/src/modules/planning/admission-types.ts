import { ADMISSION_TYPES, type AdmissionType } from '@gaokao/contracts'

/**
 * Which admission type a unit belongs to, from facts the database holds
 * (docs/admission-types.md has every rule and why): the school (军队院校 by
 * its type or name, 公安/司法/消防 academies by name, 中外合作办学 by its
 * nature) and the major (艺术类 and 体育类 by catalogue class and code,
 * 飞行技术 by code). An ordinary unit has none. Pure: the planner computes
 * each school's and major's part once when it loads them.
 */

export interface SchoolAdmissionFacts {
  readonly name: string
  readonly type: string
  readonly nature: string
}

export interface MajorAdmissionFacts {
  readonly code: string
  readonly name: string
  readonly classCode: string
}

/** A school's part: types that hold for every unit of it, and whether it recruits police majors in 提前批. */
export interface SchoolAdmission {
  readonly types: readonly AdmissionType[]
  readonly police: boolean
}

/** A major's part: types it has wherever it is taught, and whether it is a police major. */
export interface MajorAdmission {
  readonly types: readonly AdmissionType[]
  readonly police: boolean
}

/** The five military academies are of type 军事; the names catch any other the MOE list adds. */
const MILITARY_NAME = /^(中国人民解放军|中国人民武装警察部队|陆军|海军|空军|火箭军|武警)|军医大学|国防科技大学/
/** 公安 and 司法警官 academies and the fire-rescue schools (中国消防救援学院, 公安消防部队高等专科学校). */
const POLICE_NAME = /警察|警官|公安|消防/

/** 本科 classes of 艺术学 recruited through an 艺考: music and dance, drama and film, fine arts, design. */
const ART_CLASSES = new Set(['1302', '1303', '1304', '1305', '5501', '5502', '5503'])
/** Majors of those classes that schools recruit from ordinary candidates, by science or humanities. */
const ART_ORDINARY = new Set(['130312T', '130409T'])
/** 体育学类 and 专科 体育类 majors that need a 体育专业考试 (or 体育单招). */
const SPORT_MAJORS = new Set([
  '040201', // 体育教育
  '040202K', // 运动训练
  '040203', // 社会体育指导与管理
  '040204K', // 武术与民族传统体育
  '040207T', // 休闲体育
  '040208T', // 体能训练
  '040209T', // 冰雪运动
  '040213T', // 运动能力开发
  '040214TK', // 足球运动
  '040215TK', // 马术运动与管理
  '570301', // 社会体育
  '570302', // 休闲体育
  '570303', // 运动训练
  '570304', // 民族传统体育
  '570307', // 健身指导与管理
])
/** 飞行技术: 招飞 in 提前批. */
const FLYING_MAJORS = new Set(['081805K'])
/** 公安学类, 公安技术类 and the 专科 公安/司法 classes: police majors when a police academy teaches them. */
const POLICE_CLASSES = new Set(['0306', '0831', '5801', '5802', '5803', '5805', '5806'])

export function schoolAdmission(school: SchoolAdmissionFacts): SchoolAdmission {
  const types: AdmissionType[] = []
  if (school.type === '军事' || MILITARY_NAME.test(school.name)) types.push('军队')
  if (school.nature === '中外合作办学' || school.name.includes('中外合作')) types.push('中外合作')
  return { types, police: POLICE_NAME.test(school.name) }
}

export function majorAdmission(major: MajorAdmissionFacts): MajorAdmission {
  const types: AdmissionType[] = []
  if (ART_CLASSES.has(major.classCode) && !ART_ORDINARY.has(major.code)) types.push('艺术')
  if (SPORT_MAJORS.has(major.code)) types.push('体育')
  if (FLYING_MAJORS.has(major.code)) types.push('飞行')
  if (major.name.includes('中外合作')) types.push('中外合作')
  return { types, police: POLICE_CLASSES.has(major.classCode) }
}

/**
 * A unit's types: its school's, and its majors' when every major it holds
 * is special (an all-艺术类 group is an 艺术类 group). A group that mixes
 * ordinary and special majors is an ordinary group whose special majors the
 * planner leaves out of the line (majorFits): provinces put special types in
 * groups and batches of their own, so such a mix is an artefact of generated
 * data, and the published 投档线 of a real group is an ordinary line. A
 * police major counts as 公安 only at a police academy: 中国矿业大学's
 * 消防工程 is an ordinary line. Listed in ADMISSION_TYPES order.
 */
export function unitAdmission(
  school: { readonly admission: SchoolAdmission },
  majors: readonly { readonly admission: MajorAdmission }[],
): readonly AdmissionType[] {
  const found = new Set<AdmissionType>(school.admission.types)
  const own = majors.map((m) => majorTypes(school, m))
  if (own.length > 0 && own.every((t) => t.length > 0)) for (const t of own.flat()) found.add(t)
  return found.size === 0 ? NONE : ADMISSION_TYPES.filter((t) => found.has(t))
}

/** A major's own types at a school (its school's left aside). */
export function majorTypes(
  school: { readonly admission: SchoolAdmission },
  major: { readonly admission: MajorAdmission },
): readonly AdmissionType[] {
  if (!(major.admission.police && school.admission.police)) return major.admission.types
  return major.admission.types.includes('公安') ? major.admission.types : [...major.admission.types, '公安']
}

/** Whether a major may be named in a line of a unit of these types: its own types are the unit's. */
export function majorFits(own: readonly AdmissionType[], unitTypes: readonly AdmissionType[]): boolean {
  return own.every((t) => unitTypes.includes(t))
}

const NONE: readonly AdmissionType[] = []

/** Whether a unit of these types may be shown: an ordinary one always, a special one when each of its types is chosen. */
export function admissionShown(types: readonly AdmissionType[], chosen: readonly AdmissionType[] | undefined): boolean {
  return types.every((t) => chosen?.includes(t) === true)
}
