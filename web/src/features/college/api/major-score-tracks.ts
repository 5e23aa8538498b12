import { type BodyOf, queryMajorKl } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省专业录取数据的科类 (queryMajorKl). */
export const majorScoreTracksQueryOptions = (body: BodyOf<typeof queryMajorKl>) => collegeQuery(queryMajorKl, body)

export const useMajorScoreTracks = (body: BodyOf<typeof queryMajorKl>, enabled = true) =>
  useQuery({ ...majorScoreTracksQueryOptions(body), enabled })
