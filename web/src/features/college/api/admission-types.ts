import { type BodyOf, querySchoolZslx } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** 院校在本省录取数据的招生类型 (querySchoolZslx). */
export const admissionTypesQueryOptions = (body: BodyOf<typeof querySchoolZslx>) => collegeQuery(querySchoolZslx, body)

export const useAdmissionTypes = (body: BodyOf<typeof querySchoolZslx>, enabled = true) =>
  useQuery({ ...admissionTypesQueryOptions(body), enabled })
