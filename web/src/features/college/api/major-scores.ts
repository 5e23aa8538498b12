import { type BodyOf, queryMajorScore } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校各专业在本省的录取分数，分页 (queryMajorScore). */
export const majorScoresQueryOptions = (body: BodyOf<typeof queryMajorScore>) =>
  collegeQuery(queryMajorScore, body, { keepPrevious: true })

export const useMajorScores = (body: BodyOf<typeof queryMajorScore>, enabled = true) =>
  useQuery({ ...majorScoresQueryOptions(body), enabled })
