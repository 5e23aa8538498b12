import { getInfoPublish, getNotice, queryInfoList, queryNoticeList } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export type ArticleTab = 'news' | 'notice'
export const ARTICLE_TABS: readonly ArticleTab[] = ['news', 'notice']
export const ARTICLE_PAGE_SIZE = 10

/** One page of news (info/queryList) or notices (notice/queryList), newest first. */
export const articleListQueryOptions = (tab: ArticleTab, pageNum: number) =>
  queryOptions({
    queryKey: ['information', 'list', tab, pageNum],
    queryFn: ({ signal }) =>
      tab === 'notice'
        ? call(queryNoticeList, { pageNum, pageSize: ARTICLE_PAGE_SIZE }, { signal, silent: true })
        : call(queryInfoList, { pageNum, pageSize: ARTICLE_PAGE_SIZE, kind: 'news' }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })

export const useArticleList = (tab: ArticleTab, pageNum: number) => useQuery(articleListQueryOptions(tab, pageNum))

/** One article: a notice by getNotice, anything else by getInfoPublish (which answers both kinds). */
export const articleQueryOptions = (id: number, kind?: ArticleTab) =>
  queryOptions({
    queryKey: ['information', 'article', kind ?? 'any', id],
    queryFn: ({ signal }) =>
      kind === 'notice'
        ? call(getNotice, { id }, { signal, silent: true })
        : call(getInfoPublish, { id }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

export const useArticle = (id: number, kind?: ArticleTab) => useQuery(articleQueryOptions(id, kind))
