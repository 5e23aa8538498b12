import { type BodyOf, getMajorDataNfBySf } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省有专业录取数据的年份 (getMajorDataNfBySf). */
export const majorScoreYearsQueryOptions = (body: BodyOf<typeof getMajorDataNfBySf>) =>
  collegeQuery(getMajorDataNfBySf, body)

export const useMajorScoreYears = (body: BodyOf<typeof getMajorDataNfBySf>, enabled = true) =>
  useQuery({ ...majorScoreYearsQueryOptions(body), enabled })
