import * as Type from 'typebox/type'
import { endpoint, publicCache } from '../endpoint.js'
import { EmptyBody, ExamModeSchema } from '../schemas.js'

/** Reference data the site loads at start (docs/spec-rules.md, Screens: initial data, and Calls: Public). */

export const RegionItem = Type.Object({
  code: Type.String({ description: 'GB/T 2260 six-digit code: 110000 province, 320100 city' }),
  name: Type.String(),
})

export const provincesCities = endpoint({
  name: 'provincesCities',
  summary: '省市列表（GB/T 2260 行政区划）',
  path: '/web/provincesCities',
  method: 'GET',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(RegionItem),
  cache: publicCache(3600),
})

export const GaokaoProvince = Type.Object({
  sf: Type.String({ description: 'province name, e.g. 江苏' }),
  gkms: ExamModeSchema,
})

export const provinces = endpoint({
  name: 'provinces',
  summary: '高考省份及考试模式',
  path: '/web/provinces',
  method: 'GET',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(GaokaoProvince),
  cache: publicCache(3600),
})

export const DictItem = Type.Object({
  code: Type.String(),
  codeName: Type.String(),
  codeType: Type.String(),
  sort: Type.Integer(),
})

export const getDictList = endpoint({
  name: 'getDictList',
  summary: '字典列表',
  path: '/web/getDictList',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(DictItem),
  cache: publicCache(3600),
})

export const CarouselItem = Type.Object({
  filePath: Type.String({ description: 'image URL' }),
  url: Type.String({ description: 'link target' }),
})

export const getCarousel = endpoint({
  name: 'getCarousel',
  summary: '首页轮播图',
  path: '/web/indexCarousel/getCarousel',
  method: 'POST',
  auth: 'none',
  body: EmptyBody,
  data: Type.Array(CarouselItem),
  cache: publicCache(300),
})
