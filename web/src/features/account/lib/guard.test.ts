import type { ParsedLocation } from '@tanstack/react-router'
import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentPage, type ResolvedPage } from '../../../lib/route-history'
import { closeLogin, closeStudentInfo, dialogs } from '../../../stores/dialogs'
import { user } from '../../../stores/user'
import { guardProtectedRoute } from './guard'
import { takePendingDestination } from './pending-destination'

vi.mock('../api/session', () => ({ sessionReady: () => Promise.resolve() }))
vi.mock('../../../lib/route-history', () => ({ currentPage: vi.fn() }))

const TARGET = '/auxiliaryFill/list'
const COLLEGE: ResolvedPage = {
  pathname: '/college',
  search: { keyword: '大学', page: 2 },
  href: '/college?keyword=%E5%A4%A7%E5%AD%A6&page=2',
  requiresAuth: false,
}

const at = (href: string) => ({ href }) as ParsedLocation

/** What the guard threw: the redirect's options, or the guard let the navigation through. */
async function outcome(href: string): Promise<Record<string, unknown> | 'through'> {
  try {
    await guardProtectedRoute({ location: at(href), preload: false })
    return 'through'
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return thrown.options as Record<string, unknown>
  }
}

beforeEach(() => {
  Object.assign(user, { session: 'anonymous', phone: '', score: null })
})

afterEach(() => {
  closeLogin()
  closeStudentInfo()
  sessionStorage.clear()
  vi.mocked(currentPage).mockReset()
})

describe('the route guard, for a protected page the visitor may not see yet', () => {
  it('leaves a logged-out visitor on the public page they chose it from, with the login open and the page kept', async () => {
    vi.mocked(currentPage).mockReturnValue(COLLEGE)
    expect(await outcome(TARGET)).toMatchObject({ href: COLLEGE.href, resetScroll: false })
    expect(dialogs.login.open).toBe(true)
    expect(takePendingDestination()).toBe(TARGET)
  })

  it('shows home for a deep link (nothing to stay on), keeping the page with its search for after the login', async () => {
    vi.mocked(currentPage).mockReturnValue(undefined)
    expect(await outcome('/choice?keyword=%E5%A4%A7%E5%AD%A6')).toMatchObject({ to: '/' })
    expect(dialogs.login.open).toBe(true)
    expect(takePendingDestination()).toBe('/choice?keyword=%E5%A4%A7%E5%AD%A6')
  })

  it('asks a student without a score for the profile where they are, and keeps the page for after it', async () => {
    Object.assign(user, { session: 'user', phone: '13912345678', score: null })
    vi.mocked(currentPage).mockReturnValue(COLLEGE)
    expect(await outcome(TARGET)).toMatchObject({ href: COLLEGE.href })
    expect(dialogs.studentInfo.open).toBe(true)
    expect(dialogs.login.open).toBe(false)
    expect(takePendingDestination()).toBe(TARGET)
  })

  it('lets a student with a profile through and keeps nothing', async () => {
    Object.assign(user, { session: 'user', phone: '13912345678', score: 600 })
    vi.mocked(currentPage).mockReturnValue(COLLEGE)
    expect(await outcome(TARGET)).toBe('through')
    expect(takePendingDestination()).toBeUndefined()
  })

  it('does nothing for a preload (hovering a link)', async () => {
    vi.mocked(currentPage).mockReturnValue(COLLEGE)
    await guardProtectedRoute({ location: at(TARGET), preload: true })
    expect(dialogs.login.open).toBe(false)
    expect(takePendingDestination()).toBeUndefined()
  })
})
