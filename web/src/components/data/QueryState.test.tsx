import { PLANNING_REFUSAL_CODE, PLANNING_TEXT, SHELL_TEXT } from '@gaokao/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { QueryState } from './QueryState'

/** A query that failed with `error`: the fields QueryState reads. */
const failed = (error: Error) =>
  ({ isPending: false, isError: true, error, refetch: () => {} }) as unknown as UseQueryResult<string>

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
