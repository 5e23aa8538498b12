import { decimalToFivePoint, type Physical } from '@gaokao/contracts'

/**
 * Which majors restrict candidates with a colour-vision defect or low
 * eyesight. A plausible, deterministic rule set after the national
 * 《普通高等学校招生体检工作指导意见》 in general terms (see
 * docs/planning-api.md): it is a planning hint, not the guidance itself;
 * each school's 招生章程 has the last word.
 *
 * - 色弱 and 色盲 (colour vision): majors that need to tell colours apart in
 *   chemistry, biology, medicine, geology, materials, food and police
 *   forensic work are 不宜 (not advised).
 * - 色盲 only, besides those: the fine arts and design, photography and
 *   animation, physics and astronomy, geography and meteorology, and
 *   transport (signals).
 * - Eyesight (五分制, the worse eye): below 4.8 the police majors; below 5.0
 *   flying and navigation; below 4.3 (roughly a lens above 800 degrees) ocean
 *   science and engineering, instruments, nuclear and biomedical engineering.
 */
export interface MajorLimitFacts {
  readonly code: string
  readonly classCode: string
  readonly category: string
  readonly level: string
}

export interface MajorRestriction {
  /** 'weak': barred for 色弱 and 色盲; 'blind': for 色盲 only; undefined: no colour rule. */
  readonly colour: 'weak' | 'blind' | undefined
  /** The lowest eyesight (五分制, worse eye) the major accepts; undefined: no eyesight rule. */
  readonly minVision: number | undefined
}

/** 本科专业类 barred for 色弱 (and so for 色盲). */
const COLOUR_WEAK_CLASSES = new Set([
  '0703', // 化学类
  '0709', // 地质学类
  '0710', // 生物科学类
  '0711', // 心理学类
  '0804', // 材料类
  '0813', // 化工与制药类
  '0814', // 地质类
  '0815', // 矿业类
  '0825', // 环境科学与工程类
  '0827', // 食品科学与工程类
  '0830', // 生物工程类
  '0831', // 公安技术类
  '0901', // 植物生产类
  '0903', // 动物生产类
  '0904', // 动物医学类
])
/** 门类 / 专业大类 barred for 色弱 as a whole. */
const COLOUR_WEAK_CATEGORIES = new Set(['医学', '医药卫生大类', '生物与化工大类', '食品药品与粮食大类'])
/** 本科专业类 barred for 色盲 only. */
const COLOUR_BLIND_CLASSES = new Set([
  '0702', // 物理学类
  '0704', // 天文学类
  '0705', // 地理科学类
  '0706', // 大气科学类
  '0818', // 交通运输类
  '1303', // 戏剧与影视学类 (摄影, 动画 ...)
  '1304', // 美术学类
  '1305', // 设计学类
])
const COLOUR_BLIND_CATEGORIES = new Set(['文化艺术大类', '交通运输大类'])

const POLICE_VISION = 4.8
const POLICE_CLASSES = new Set(['0306', '0831'])
const POLICE_CATEGORIES = new Set(['公安与司法大类'])
const FLYING_VISION = 5.0
/** 航海技术, 轮机工程, 飞行技术 (本科) and 航海技术 (专科). */
const FLYING_MAJORS = new Set(['081803K', '081804K', '081805K', '500301'])
const LOW_VISION = 4.3
const LOW_VISION_CLASSES = new Set([
  '0707', // 海洋科学类
  '0803', // 仪器类
  '0819', // 海洋工程类
  '0822', // 核工程类
  '0826', // 生物医学工程类
])

export function restrictionOf(major: MajorLimitFacts): MajorRestriction {
  const colour =
    COLOUR_WEAK_CLASSES.has(major.classCode) || COLOUR_WEAK_CATEGORIES.has(major.category)
      ? 'weak'
      : COLOUR_BLIND_CLASSES.has(major.classCode) || COLOUR_BLIND_CATEGORIES.has(major.category)
        ? 'blind'
        : undefined
  const minVision = FLYING_MAJORS.has(major.code)
    ? FLYING_VISION
    : POLICE_CLASSES.has(major.classCode) || POLICE_CATEGORIES.has(major.category)
      ? POLICE_VISION
      : LOW_VISION_CLASSES.has(major.classCode)
        ? LOW_VISION
        : undefined
  return { colour, minVision }
}

/** The candidate's eyesight on the 五分制 scale (the worse of the two given), or undefined. */
export function eyesightOf(physical: Physical): number | undefined {
  const values = [
    physical.visionFivePoint,
    physical.visionDecimal === undefined ? undefined : decimalToFivePoint(physical.visionDecimal),
  ].filter((v): v is number => v !== undefined)
  return values.length === 0 ? undefined : Math.min(...values)
}

export type LimitKind = 'colour' | 'eyesight'

/** Why the candidate is restricted from a major, or undefined when they are not. */
export function limitOf(restriction: MajorRestriction, physical: Physical): LimitKind | undefined {
  const colour = physical.colourVision
  if (restriction.colour === 'weak' && (colour === '色弱' || colour === '色盲')) return 'colour'
  if (restriction.colour === 'blind' && colour === '色盲') return 'colour'
  const eyesight = eyesightOf(physical)
  if (restriction.minVision !== undefined && eyesight !== undefined && eyesight < restriction.minVision - 1e-9)
    return 'eyesight'
  return undefined
}

/** Whether the candidate gave any physical condition that could restrict. */
export function hasPhysicalLimits(physical: Physical): boolean {
  return (
    (physical.colourVision !== undefined && physical.colourVision !== '正常') ||
    physical.visionDecimal !== undefined ||
    physical.visionFivePoint !== undefined
  )
}
