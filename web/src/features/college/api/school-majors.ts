import { querySchoolMajor } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { collegeQuery } from './college-query'

/** The majors a college runs, their subject requirements and the tracks planned in the province (querySchoolMajor). */
export const schoolMajorsQueryOptions = (schoolId: number, province: string) =>
  collegeQuery(querySchoolMajor, { schoolId, ...(province ? { province } : {}) })

export const useSchoolMajors = (schoolId: number, province: string) =>
  useQuery(schoolMajorsQueryOptions(schoolId, province))
