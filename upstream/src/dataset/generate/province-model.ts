import type { ExamMode, Track } from '@gaokao/contracts'
import { GAOKAO_PROVINCES } from '../reference/gaokao-provinces.js'
import { DEFAULT_FULL_MARK } from './model.js'

/**
 * The parameters that make one province's candidate pool differ from
 * another's. Sizes are about the province's 2025 registration figure, applied to its latest year
 * (rounded); the rates are the shares of candidates above the 本科 line and
 * the 特殊类型招生控制线. Everything else about a province is drawn from its
 * own PRNG stream (rank-tables.ts).
 */
export interface ProvinceModel {
  readonly name: string
  readonly mode: ExamMode
  /** The new-style exam's tracks; years before it have 理科/文科 (contracts' tracksIn). */
  readonly tracks: readonly Track[]
  /** Candidates in the province's tables in the latest year (LATEST_YEAR), all tracks together. */
  readonly candidates: number
  /** Share of candidates at or above the 本科批 line. */
  readonly undergraduateRate: number
  /** Share of candidates at or above the 特殊类型招生控制线. */
  readonly specialTypeRate: number
  readonly fullMark: number
}

const CANDIDATES_2025: Readonly<Record<string, number>> = {
  北京: 67_000,
  天津: 68_000,
  河北: 880_000,
  山西: 340_000,
  内蒙古: 200_000,
  辽宁: 250_000,
  吉林: 175_000,
  黑龙江: 210_000,
  上海: 57_000,
  江苏: 500_000,
  浙江: 400_000,
  安徽: 660_000,
  福建: 270_000,
  江西: 580_000,
  山东: 980_000,
  河南: 1_330_000,
  湖北: 550_000,
  湖南: 700_000,
  广东: 720_000,
  广西: 580_000,
  海南: 73_000,
  重庆: 380_000,
  四川: 920_000,
  贵州: 480_000,
  云南: 390_000,
  西藏: 36_000,
  陕西: 360_000,
  甘肃: 270_000,
  青海: 65_000,
  宁夏: 80_000,
  新疆: 250_000,
}

/** Provinces whose 本科 share differs much from the common 45%. */
const UNDERGRADUATE_RATE: Readonly<Record<string, number>> = {
  北京: 0.75,
  天津: 0.72,
  上海: 0.7,
  浙江: 0.6,
  江苏: 0.55,
  广东: 0.55,
  海南: 0.55,
  河南: 0.38,
  广西: 0.4,
  贵州: 0.4,
  云南: 0.4,
  甘肃: 0.4,
}
const COMMON_UNDERGRADUATE_RATE = 0.45

const SPECIAL_TYPE_RATE: Readonly<Record<string, number>> = {
  北京: 0.3,
  天津: 0.28,
  上海: 0.28,
  江苏: 0.2,
  浙江: 0.2,
  广东: 0.2,
}
const COMMON_SPECIAL_TYPE_RATE = 0.15

/** 上海 marks out of 660 (海南's 900-point standard score is modelled on 750: a limit, see docs/dataset-model.md). */
const FULL_MARK: Readonly<Record<string, number>> = { 上海: 660 }

export function tracksOf(mode: ExamMode): readonly Track[] {
  return mode === '3+3' ? ['综合'] : ['物理类', '历史类']
}

export const PROVINCE_MODELS: readonly ProvinceModel[] = GAOKAO_PROVINCES.map((p) => {
  const candidates = CANDIDATES_2025[p.name]
  if (candidates === undefined) throw new Error(`no candidate count for ${p.name}`)
  return {
    name: p.name,
    mode: p.gkms,
    tracks: tracksOf(p.gkms),
    candidates,
    undergraduateRate: UNDERGRADUATE_RATE[p.name] ?? COMMON_UNDERGRADUATE_RATE,
    specialTypeRate: SPECIAL_TYPE_RATE[p.name] ?? COMMON_SPECIAL_TYPE_RATE,
    fullMark: FULL_MARK[p.name] ?? DEFAULT_FULL_MARK,
  }
})

export function provinceModel(name: string): ProvinceModel {
  const model = PROVINCE_MODELS.find((p) => p.name === name)
  if (!model) throw new Error(`unknown province ${name}`)
  return model
}
