import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'
import {
  getDataNfBySf,
  queryDataLineChart,
  querySchoolDetails,
  querySchoolKl,
  querySchoolPc,
  querySchoolRecommendations,
  querySchoolScenery,
  querySchoolScore,
  querySchoolZslx,
  SchoolId,
} from '../api/college.js'
import { queryInfoList, queryNoticeList } from '../api/content.js'
import { datasetInfo } from '../api/dataset.js'
import { queryRecommendHome } from '../api/home.js'
import { MajorId, queryHighPayMajor, queryMajorDetail } from '../api/major.js'
import { querySum } from '../api/planning/choice.js'
import { myWish, plannerWishesBody } from '../api/planning/my-wishes.js'
import { JobId, queryProfessionDetail } from '../api/profession.js'
import { getCarousel, provinces } from '../api/public.js'
import { ProvinceName } from '../schemas.js'
import { type BffPayload, bffPayload, optionalPart, type PayloadOf, requiredPart } from './payload.js'

/**
 * Page payloads: the calls a page needs for its first paint, merged. A new
 * page is a definition here plus a line in ALL_PAGES; the bff serves every
 * entry of that list without further code.
 */

/**
 * 首页 first paint: besides the carousel and the provinces, the latest
 * news and notices, the recommended schools for the visitor's province
 * (the national top schools without one) and the high-pay majors. Only the
 * provinces are required: every other section shows its own state.
 */
export const HomeQuery = Type.Object({
  province: Type.Optional(Type.String({ maxLength: 16, title: '高考省份' })),
})
export type HomeQuery = Static<typeof HomeQuery>
/** The home payload's query for a province ('' when none is picked yet): the web's loader and the bff's preload share it. */
export const homePageQuery = (province: string): HomeQuery => (province ? { province } : {})
export const HOME_NEWS_SIZE = 6
export const HOME_NOTICE_SIZE = 5
export const HOME_SCHOOL_SIZE = 8
export const HOME_MAJOR_SIZE = 8
export const homePage = bffPayload({
  name: 'home',
  summary: '首页：轮播图、高考省份、最新资讯与公告、本省推荐院校、高薪专业',
  path: '/bff/pages/home',
  query: HomeQuery,
  parts: {
    carousel: optionalPart(getCarousel),
    provinces: requiredPart(provinces),
    news: optionalPart(queryInfoList, () => ({ pageNum: 1, pageSize: HOME_NEWS_SIZE, kind: 'news' as const })),
    notices: optionalPart(queryNoticeList, () => ({ pageNum: 1, pageSize: HOME_NOTICE_SIZE })),
    schools: optionalPart(queryRecommendHome, (q: HomeQuery) => ({
      province: q.province ?? '',
      limit: HOME_SCHOOL_SIZE,
    })),
    undergraduateMajors: optionalPart(queryHighPayMajor, () => ({ cc: '本科' as const, size: HOME_MAJOR_SIZE })),
    vocationalMajors: optionalPart(queryHighPayMajor, () => ({ cc: '专科' as const, size: HOME_MAJOR_SIZE })),
  },
})
export type HomePage = PayloadOf<typeof homePage>

/** What every 院校详情 payload holds: the college (required), its scenery and similar colleges. */
const collegeParts = {
  school: requiredPart(querySchoolDetails, (q: { id: number }) => ({ schoolId: q.id })),
  scenery: optionalPart(querySchoolScenery, (q: { id: number }) => ({ schoolId: q.id })),
  similar: optionalPart(querySchoolRecommendations, (q: { id: number }) => ({ schoolId: q.id })),
}

/**
 * 院校详情 for a visitor who has not chosen an exam province yet (a first
 * visit from a search engine): the college alone, without admissions. Its
 * URL depends on the path only, so the bff can name it in index.html.
 */
export const CollegeBasicsQuery = Type.Object({ id: SchoolId })
export type CollegeBasicsQuery = Static<typeof CollegeBasicsQuery>
export const collegeBasicsPage = bffPayload({
  name: 'collegeBasics',
  summary: '院校详情（未选省份）：院校信息、校园风光、相似院校',
  path: '/bff/pages/collegeBasics',
  query: CollegeBasicsQuery,
  parts: collegeParts,
})
export type CollegeBasicsPage = PayloadOf<typeof collegeBasicsPage>

/**
 * 院校详情 first paint: the college, its scenery and similar colleges, and
 * its admissions in the visitor's exam province and track (the years,
 * tracks, admission types and batches on offer, the scores, the trend).
 * Only the college is required.
 */
export const CollegeDetailQuery = Type.Object({
  id: SchoolId,
  province: ProvinceName,
  track: Type.String({ minLength: 1, maxLength: 16, title: '科类' }),
})
export type CollegeDetailQuery = Static<typeof CollegeDetailQuery>
export const collegeDetailPage = bffPayload({
  name: 'collegeDetail',
  summary: '院校详情：院校信息、校园风光、相似院校，本省历年分数与走势',
  path: '/bff/pages/collegeDetail',
  query: CollegeDetailQuery,
  parts: {
    ...collegeParts,
    scoreYears: optionalPart(getDataNfBySf, (q: CollegeDetailQuery) => ({ schoolId: q.id, province: q.province })),
    scoreTracks: optionalPart(querySchoolKl, (q: CollegeDetailQuery) => ({ schoolId: q.id, province: q.province })),
    admissionTypes: optionalPart(querySchoolZslx, (q: CollegeDetailQuery) => ({
      schoolId: q.id,
      province: q.province,
      track: q.track,
    })),
    batches: optionalPart(querySchoolPc, (q: CollegeDetailQuery) => ({
      schoolId: q.id,
      province: q.province,
      track: q.track,
    })),
    scores: optionalPart(querySchoolScore, (q: CollegeDetailQuery) => ({
      schoolId: q.id,
      province: q.province,
      track: q.track,
    })),
    trend: optionalPart(queryDataLineChart, (q: CollegeDetailQuery) => ({
      schoolId: q.id,
      province: q.province,
      track: q.track,
    })),
  },
})
export type CollegeDetailPage = PayloadOf<typeof collegeDetailPage>

/**
 * 专业详情 first paint: the major (its jobs, requirements and outcomes come
 * with it) and what the sample-data labels say. Only the major is required.
 * The schools' score lines and the 关注 state stay the page's own calls: they
 * need a login (the lines a membership), so for most visitors they would be
 * refused calls on every view.
 */
export const MajorDetailQuery = Type.Object({ id: MajorId })
export type MajorDetailQuery = Static<typeof MajorDetailQuery>
export const majorDetailPage = bffPayload({
  name: 'majorDetail',
  summary: '专业详情：专业信息、数据集说明',
  path: '/bff/pages/majorDetail',
  query: MajorDetailQuery,
  parts: {
    major: requiredPart(queryMajorDetail, (q: MajorDetailQuery) => ({ id: q.id })),
    datasetInfo: optionalPart(datasetInfo),
  },
})
export type MajorDetailPage = PayloadOf<typeof majorDetailPage>

/**
 * 职业详情 first paint: the job (its majors and the jobs of its industry come
 * with it) and what the sample-data labels say. Only the job is required.
 */
export const JobDetailQuery = Type.Object({ id: JobId })
export type JobDetailQuery = Static<typeof JobDetailQuery>
export const jobDetailPage = bffPayload({
  name: 'jobDetail',
  summary: '职业详情：职业信息、数据集说明',
  path: '/bff/pages/jobDetail',
  query: JobDetailQuery,
  parts: {
    job: requiredPart(queryProfessionDetail, (q: JobDetailQuery) => ({ id: q.id })),
    datasetInfo: optionalPart(datasetInfo),
  },
})
export type JobDetailPage = PayloadOf<typeof jobDetailPage>

/**
 * 自主填报 first paint, unfiltered (the page as the nav opens it): the candidate's summary, which is the
 * page's largest text on a phone, the tables to add to and the sample-data labels. Every part is
 * optional, the summary too: index.html preloads this for any session cookie, and one the upstream
 * no longer accepts must get its refusal inside a 200, since a 401 to a preload is an error in the
 * browser's console. The page then asks for what failed itself. With filters in the URL it asks querySum itself.
 */
export const choicePage = bffPayload({
  name: 'choice',
  summary: '自主填报：考生概况与冲稳保数量（未加筛选）、我的志愿表、数据集说明',
  path: '/bff/pages/choice',
  parts: {
    sum: optionalPart(querySum),
    wishes: optionalPart(myWish, () => plannerWishesBody()),
    datasetInfo: optionalPart(datasetInfo),
  },
})
export type ChoicePagePayload = PayloadOf<typeof choicePage>

export const ALL_PAGES: readonly BffPayload[] = [
  homePage,
  collegeBasicsPage,
  collegeDetailPage,
  majorDetailPage,
  jobDetailPage,
  choicePage,
]
