import { describe, expect, it } from 'vitest'
import { pagerItems } from './pager-items'

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pagerItems(1, 15)).toEqual([1, 2, 3, 4, 'gap', 15])
    expect(pagerItems(8, 15)).toEqual([1, 'gap', 7, 8, 9, 'gap', 15])
    expect(pagerItems(15, 15)).toEqual([1, 'gap', 12, 13, 14, 15])
  })

  it('shows a lone missing page instead of a gap', () => {
    expect(pagerItems(4, 15)).toEqual([1, 2, 3, 4, 5, 'gap', 15])
  })
})
