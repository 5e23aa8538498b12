import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { EmptyBody } from '../schemas.js'
import { CONTENT_TEXT } from '../texts-content.js'
import { TrackName } from './score-lines.js'

/** What the home page and the footer need beyond the spec's named calls. */

export const SiteInfo = Type.Object({
  hotline: Type.String({
    description:
      "the free hotline for reporting data errors (docs/hotline.md), from the operator's SERVICE_HOTLINE; '' when none is configured (the embedded demo's included): the site then shows no hotline text",
  }),
  operator: Type.String({ description: "the operating company's name, from SERVICE_OPERATOR; may be ''" }),
})

export const siteInfo = endpoint({
  name: 'siteInfo',
  summary: '站点运营信息：数据纠错热线、运营方',
  path: '/web/siteInfo',
  method: 'GET',
  auth: 'none',
  body: EmptyBody,
  data: SiteInfo,
  cache: publicCache(300),
})

export const RECOMMEND_HOME_LIMIT_MAX = 12

export const RecommendedSchool = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  province: Type.String({ description: "the school's own province" }),
  city: Type.String(),
  level: Type.String({ description: '本科 or 专科' }),
  type: Type.String(),
  nature: Type.String(),
  tags: Type.Array(Type.String()),
  ranking: Type.Integer({ description: 'its place in the ranking by admission selectivity (docs/school-ranking.md)' }),
  track: Type.Union([TrackName, Type.Null()], { description: 'the track minScore belongs to' }),
  minScore: Type.Union([Type.Integer(), Type.Null()], {
    description: 'its lowest admitted score in the asked province, that year and track; null without a province',
  }),
})

export const queryRecommendHome = endpoint({
  name: 'queryRecommendHome',
  summary: '首页推荐院校：在该省招生的本科院校中录取位次排名靠前者',
  path: '/web/school/queryRecommendHome',
  method: 'POST',
  auth: 'none',
  body: Type.Object({
    province: Type.String({
      maxLength: 16,
      description: "the visitor's gaokao province; '' for the national top schools",
      errorMessage: CONTENT_TEXT.provinceUnknown,
    }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RECOMMEND_HOME_LIMIT_MAX, default: 8 })),
  }),
  data: Type.Object({
    year: Type.Integer({ description: 'the admission year of minScore' }),
    province: Type.String(),
    list: Type.Array(RecommendedSchool),
  }),
  cache: publicCache(3600),
})
