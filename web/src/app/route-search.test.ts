import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from './router'

const router = createAppRouter(new QueryClient())
/** What the router hands a page as its search: the last match's. */
const searchOf = (pathname: string, raw: Record<string, unknown>) =>
  router.matchRoutes(pathname, raw).at(-1)?.search as Record<string, unknown>

describe('a route reads only what its validator accepted from the URL', () => {
  it.each([
    ['/college', { page: 'abc' }, 'page'],
    ['/major', { page: -3 }, 'page'],
    ['/schoolRank', { page: 1e308 }, 'page'],
    ['/information', { tab: 'x' }, 'tab'],
    ['/choice/detail', { wishId: 'abc' }, 'wishId'],
  ])('%s?%o: the bad %s is gone, not passed on raw', (pathname, raw, key) => {
    // Before validatedOnly the router merged the raw value back: pageNum "abc" reached the list call.
    expect(searchOf(pathname, raw)).toHaveProperty(key, undefined)
  })

  it('keeps a good value', () => {
    expect(searchOf('/college', { page: 3 }).page).toBe(3)
    expect(searchOf('/choice/detail', { wishId: 12 }).wishId).toBe(12)
  })

  it('every route with a search validator drops keys it does not know', () => {
    const validated = Object.values(router.routesById).filter((route) => route.options.validateSearch)
    expect(validated.length).toBeGreaterThan(15)
    for (const route of validated) {
      const validate = route.options.validateSearch as (raw: Record<string, unknown>) => Record<string, unknown>
      expect({ route: route.id, search: validate({ notAKey: 'x' }) }).toMatchObject({
        route: route.id,
        search: { notAKey: undefined },
      })
    }
  })
})

describe('a detail id past its contract maximum', () => {
  it.each(['/college/1000000', '/evaluate/1000000'])('%s is no page: the route refuses it before any call', (path) => {
    const leaf = router.matchRoutes(path, {}).at(-1)
    expect(isNotFound(leaf?.paramsError)).toBe(true)
  })

  it('one within the maximum is matched', () => {
    expect(router.matchRoutes('/college/999999', {}).at(-1)?.paramsError).toBeUndefined()
  })
})
