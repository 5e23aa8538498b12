import { HEAD_IMAGE_MAX_BYTES, PERSONAL_TEXT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { headImageProblem } from './head-image-check'
import { validatePersonalSearch } from './personal-search'

describe('validatePersonalSearch', () => {
  it('keeps a known tab and a page past the first', () => {
    expect(validatePersonalSearch({ tab: 'focus', page: '3' })).toEqual({ tab: 'focus', page: 3 })
  })
  it('drops the default tab, the first page and anything unknown', () => {
    expect(validatePersonalSearch({ tab: 'profile', page: 1 })).toEqual({})
    expect(validatePersonalSearch({ tab: 'admin', page: '-2' })).toEqual({})
  })
})

describe('headImageProblem', () => {
  it('accepts JPEG, PNG and WebP up to the limit', () => {
    expect(headImageProblem({ type: 'image/png', size: HEAD_IMAGE_MAX_BYTES })).toBeUndefined()
    expect(headImageProblem({ type: 'image/webp', size: 1 })).toBeUndefined()
  })
  it('refuses other types, empty files and one byte over the limit', () => {
    expect(headImageProblem({ type: 'image/gif', size: 10 })).toBe(PERSONAL_TEXT.notImage)
    expect(headImageProblem({ type: 'text/plain', size: 10 })).toBe(PERSONAL_TEXT.notImage)
    expect(headImageProblem({ type: 'image/jpeg', size: 0 })).toBe(PERSONAL_TEXT.noFile)
    expect(headImageProblem({ type: 'image/jpeg', size: HEAD_IMAGE_MAX_BYTES + 1 })).toBe(PERSONAL_TEXT.tooLarge)
  })
})
