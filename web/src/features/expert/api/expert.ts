import {
  type BodyOf,
  conformVolunteer,
  EXPERT_PAGE_TEXT,
  generativeReport,
  getSubsidiaryScheme,
  getSubsidiarySchemeList,
  interpretationReport,
  queryConsultIntention,
  queryListByUser,
  queryProblemNotes,
  queryScaleByxk,
  recommendationsMajorByScore,
  saveUserConsult,
  subsidiaryScheme,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { showMessage } from '../../../stores/messages'

/** Every expert call is the user's own: nothing is shared between sessions. */
const KEY = ['expert'] as const
/** The user's own records may change in another tab: asked again whenever a view opens. */
const OWN = { staleTime: 0 } as const
const CONSULTS = [...KEY, 'consults'] as const
const SCHEMES = [...KEY, 'schemes'] as const

export const EXPERT_PAGE_SIZE = 10

export const consultIntentionQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'intention'],
    queryFn: ({ signal }) => call(queryConsultIntention, {}, { signal, silent: true }),
    ...OWN,
  })

export const useConsultIntention = () => useQuery(consultIntentionQueryOptions())

export const useMyConsults = (page: number) =>
  useQuery({
    queryKey: [...CONSULTS, page],
    queryFn: ({ signal }) =>
      call(queryListByUser, { pageNum: page, pageSize: EXPERT_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    ...OWN,
  })

/** Saves a consultation; refusals (the open-consultation limit) come back as the mutation's error. */
export function useSaveConsult() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveUserConsult>) => call(saveUserConsult, body, { silent: true }),
    onSuccess: () => {
      showMessage('success', EXPERT_PAGE_TEXT.saved)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: CONSULTS }),
        queryClient.invalidateQueries({ queryKey: [...KEY, 'intention'] }),
      ])
    },
  })
}

export const useProblemNotes = () =>
  useQuery({
    queryKey: [...KEY, 'notes'],
    queryFn: ({ signal }) => call(queryProblemNotes, {}, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useSchemes = (page: number) =>
  useQuery({
    queryKey: [...SCHEMES, 'list', page],
    queryFn: ({ signal }) =>
      call(getSubsidiarySchemeList, { pageNum: page, pageSize: EXPERT_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    ...OWN,
  })

export const useScheme = (id: number) =>
  useQuery({
    queryKey: [...SCHEMES, 'one', id],
    queryFn: ({ signal }) => call(getSubsidiaryScheme, { id }, { signal, silent: true }),
  })

export function useSaveScheme() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BodyOf<typeof subsidiaryScheme>) => call(subsidiaryScheme, body, { silent: true }),
    onSuccess: () => {
      showMessage('success', EXPERT_PAGE_TEXT.schemeSaved)
      return queryClient.invalidateQueries({ queryKey: SCHEMES })
    },
  })
}

export const useSchemeMajors = (schemeId: number, page: number) =>
  useQuery({
    queryKey: [...SCHEMES, 'majors', schemeId, page],
    queryFn: ({ signal }) =>
      call(
        recommendationsMajorByScore,
        { schemeId, pageNum: page, pageSize: EXPERT_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  })

export const useSchemeScale = (schemeId: number) =>
  useQuery({
    queryKey: [...SCHEMES, 'scale', schemeId],
    queryFn: ({ signal }) => call(queryScaleByxk, { schemeId }, { signal, silent: true }),
  })

export const useSchemeVolunteers = (schemeId: number) =>
  useQuery({
    queryKey: [...SCHEMES, 'volunteers', schemeId],
    queryFn: ({ signal }) => call(conformVolunteer, { schemeId }, { signal, silent: true }),
  })

export function useGenerateReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (schemeId: number) => call(generativeReport, { schemeId }, { silent: true }),
    onSuccess: () => {
      showMessage('success', EXPERT_PAGE_TEXT.generated)
      return queryClient.invalidateQueries({ queryKey: SCHEMES })
    },
  })
}

/** The saved report; generatedAt is in the key, so a regenerated report is fetched again. */
export const useSchemeReport = (schemeId: number, generatedAt: string) =>
  useQuery({
    queryKey: [...SCHEMES, 'report', schemeId, generatedAt],
    queryFn: ({ signal }) => call(interpretationReport, { schemeId }, { signal, silent: true }),
  })
