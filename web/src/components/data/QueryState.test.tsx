import { DIALOG_TEXT, PLANNING_REFUSAL_CODE, PLANNING_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { QueryState } from './QueryState'

/** A query that failed with `error`: the fields QueryState reads. */
const failed = (error: Error) =>
  ({ isPending: false, isError: true, error, refetch: () => {} }) as unknown as UseQueryResult<string>

/** A query still waiting, or answered with `data`. */
const pending = { isPending: true, isError: false, data: undefined } as unknown as UseQueryResult<string[]>
const answered = (data: string[]) => ({ isPending: false, isError: false, data }) as unknown as UseQueryResult<string[]>

describe('QueryState with defer (its first data rendered in a transition)', () => {
  const list = (query: UseQueryResult<string[]>) => (
    <QueryState query={query} isEmpty={(d) => d.length === 0} defer>
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )

  it('shows 加载中... while the query waits, then the data, then each new answer', () => {
    const { rerender } = render(list(pending))
    expect(screen.getByText(DIALOG_TEXT.loadingTip)).toBeTruthy()
    rerender(list(answered(['南京大学', '东南大学'])))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['南京大学', '东南大学'])
    expect(screen.queryByText(DIALOG_TEXT.loadingTip)).toBeNull()
    rerender(list(answered(['苏州大学'])))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['苏州大学'])
  })

  it('still says 暂无数据 for an empty answer', () => {
    const { rerender } = render(list(pending))
    rerender(list(answered([])))
    expect(screen.getByText(SHELL_TEXT.noData)).toBeTruthy()
  })
})

describe('QueryState when the call failed', () => {
  it('a refusal for good shows its reason and the way on, not 重试', () => {
    const refusal = new ApiError(PLANNING_TEXT.wishNotFound, PLANNING_REFUSAL_CODE.wishNotFound, 200)
    render(
      <QueryState query={failed(refusal)} refusalAction={<a href="/choice/buildWish">返回</a>}>
        {(data) => data}
      </QueryState>,
    )
    expect(screen.getByRole('alert').textContent).toContain(`${SHELL_TEXT.loadFailed}：${PLANNING_TEXT.wishNotFound}`)
    expect(screen.queryByRole('button', { name: SHELL_TEXT.retry })).toBeNull()
    expect(screen.getByRole('link', { name: '返回' })).toBeTruthy()
  })

  it('a failure that may pass (a timeout, a 502) offers 重试', () => {
    render(
      <QueryState query={failed(new ApiError('服务暂时不可用，请稍后再试', 502, 502))}>{(data) => data}</QueryState>,
    )
    expect(screen.getByRole('button', { name: SHELL_TEXT.retry })).toBeTruthy()
  })
})
