import { type BodyOf, querySchoolPc } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省录取数据的批次 (querySchoolPc). */
export const scoreBatchesQueryOptions = (body: BodyOf<typeof querySchoolPc>) => collegeQuery(querySchoolPc, body)

export const useScoreBatches = (body: BodyOf<typeof querySchoolPc>, enabled = true) =>
  useQuery({ ...scoreBatchesQueryOptions(body), enabled })
