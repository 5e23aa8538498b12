import { type BodyOf, querySchoolKl } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省录取数据的科类 (querySchoolKl). */
export const scoreTracksQueryOptions = (body: BodyOf<typeof querySchoolKl>) => collegeQuery(querySchoolKl, body)

export const useScoreTracks = (body: BodyOf<typeof querySchoolKl>, enabled = true) =>
  useQuery({ ...scoreTracksQueryOptions(body), enabled })
