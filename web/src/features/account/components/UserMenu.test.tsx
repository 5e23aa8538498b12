import { ACCOUNT_TEXT, siteRoute } from '@gaokao/contracts'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_PROFILE, user } from '../../../stores/user'
import { UserMenu } from './UserMenu'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
const logoutUser = vi.fn()
vi.mock('../lib/flows', () => ({ logoutUser: (...args: unknown[]) => logoutUser(...args) }))

function logIn(nickName: string) {
  Object.assign(user, EMPTY_PROFILE, { nickName, phone: '13800000001', session: 'user' })
}
const nameButton = (name: string) => screen.getByRole('button', { name })
/** Semi's Dropdown marks its trigger with the id of its popup; the plain name has none. */
const menuArrived = (name: string) => waitFor(() => expect(nameButton(name).hasAttribute('data-popupid')).toBe(true))

afterEach(() => {
  Object.assign(user, EMPTY_PROFILE, { session: 'unknown' })
  vi.clearAllMocks()
})

describe('the header’s user menu', () => {
  it('shows 登录 to a visitor and nothing while the session is unknown', () => {
    Object.assign(user, { session: 'unknown' })
    const { rerender } = render(<UserMenu />)
    expect(screen.queryByRole('button')).toBeNull()
    act(() => {
      user.session = 'anonymous'
    })
    rerender(<UserMenu />)
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.login })).toBeTruthy()
  })

  it('shows the name, or the masked phone, as a plain button until the user reaches for it', () => {
    Object.assign(user, EMPTY_PROFILE, { phone: '13800000001', session: 'user' })
    render(<UserMenu />)
    const button = nameButton('138****0001')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.hasAttribute('data-popupid')).toBe(false)
    expect(screen.queryByRole('menuitem')).toBeNull()
  })

  it('opens the menu on a click made before its code arrived, with the personal centre and logout', async () => {
    logIn('张明')
    render(<UserMenu />)
    fireEvent.click(nameButton('张明'))
    const logout = await screen.findByRole('menuitem', { name: ACCOUNT_TEXT.logout })
    fireEvent.click(screen.getByRole('menuitem', { name: siteRoute('/personal').title }))
    expect(navigate).toHaveBeenCalledWith({ to: '/personal' })
    fireEvent.click(logout)
    expect(logoutUser).toHaveBeenCalledTimes(1)
  })

  it('loads the menu on hover without opening it, and opens it on the next click', async () => {
    logIn('张明')
    render(<UserMenu />)
    fireEvent.pointerEnter(nameButton('张明'))
    await menuArrived('张明')
    expect(screen.queryByRole('menuitem')).toBeNull()
    fireEvent.click(nameButton('张明'))
    expect(await screen.findByRole('menuitem', { name: ACCOUNT_TEXT.logout })).toBeTruthy()
  })

  it('keeps the keyboard focus on the name when the menu takes its place', async () => {
    logIn('张明')
    render(<UserMenu />)
    act(() => nameButton('张明').focus())
    await menuArrived('张明')
    expect(document.activeElement).toBe(nameButton('张明'))
    expect(screen.queryByRole('menuitem')).toBeNull()
  })
})
