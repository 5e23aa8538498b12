import * as Type from 'typebox/type'

/**
 * Where a figure comes from, carried beside it so the web can say so
 * (docs/real-data.md): `published` as the authority printed it, `derived`
 * from published figures by a stated rule (a 位次 read off that year's
 * 一分一段表 at the published 最低分), `generated` by the sample-data model
 * (示例数据).
 */
export const FIGURE_KINDS = ['published', 'derived', 'generated'] as const
export type FigureKind = (typeof FIGURE_KINDS)[number]

export const Provenance = Type.Object({
  kind: Type.Union([Type.Literal('published'), Type.Literal('derived'), Type.Literal('generated')], {
    description: 'published | derived | generated',
  }),
  /** Who published it (江苏省教育考试院); '' for generated figures. */
  authority: Type.String(),
  year: Type.Integer(),
  /** The page it was taken from; '' for generated figures. */
  url: Type.String(),
})
export type ProvenanceValue = Type.Static<typeof Provenance>

/**
 * The publisher of a source page, by its host. Aggregators that reprinted an
 * authority's table are named as what they are (转载), not as the authority.
 */
const PUBLISHERS: readonly (readonly [host: string, name: string])[] = [
  ['jseea.cn', '江苏省教育考试院'],
  ['eea.gd.gov.cn', '广东省教育考试院'],
  ['zjzs.net', '浙江省教育考试院'],
  ['bjeea.cn', '北京教育考试院'],
  ['shmeea.edu.cn', '上海市教育考试院'],
  ['sdzk.cn', '山东省教育招生考试院'],
  ['hneeb.cn', '湖南省教育考试院'],
  ['jyt.hubei.gov.cn', '湖北省教育厅'],
  ['lnzsks.com', '辽宁省招生考试办公室'],
  ['gaokao.chsi.com.cn', '阳光高考（教育部）'],
  ['moe.gov.cn', '教育部'],
  ['dxsbb.com', '大学生必备网（转载）'],
  ['eol.cn', '中国教育在线（转载）'],
]

/** The publisher's name for a source URL; the host itself when we do not know it, '' for no URL. */
export function publisherOf(url: string): string {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return ''
  }
  const known = PUBLISHERS.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`))
  return known ? known[1] : host
}
