import { type DataOf, type getUserInfo, PROVINCE_STORAGE_KEY } from '@gaokao/contracts'
import { proxy } from 'valtio'
import { writeProvinceCookie } from '../lib/province-cookie'
import { storage } from '../lib/storage'

export type UserProfile = DataOf<typeof getUserInfo>
/** A profile as valtio's snapshots give it: arrays read-only. */
export type ProfileView = {
  readonly [K in keyof UserProfile]: UserProfile[K] extends string[] ? readonly string[] : UserProfile[K]
}

/** Whether the browser holds a session: unknown until the bff has answered at start. */
export type SessionStatus = 'unknown' | 'anonymous' | 'user'

export const EMPTY_PROFILE: UserProfile = {
  phone: '',
  nickName: '',
  sex: '',
  nation: '',
  language: '',
  freshGraduate: '',
  localArea: [],
  district: '',
  province: '',
  gkYear: null,
  score: null,
  wc: null,
  xk: '',
  gkms: '',
  sf: '0',
  uType: '0',
  vip: { active: false, expiresAt: null },
}

/**
 * What the browser knows about the user (docs/spec-rules.md, Entities: user info). The profile is
 * merged from getUserInfo; the province falls back to the stored pick.
 */
export interface UserState extends UserProfile {
  session: SessionStatus
  /** The province picker was asked for (it also opens by itself while no province is known). */
  provincePickerOpen: boolean
}

export const user = proxy<UserState>({
  ...EMPTY_PROFILE,
  province: storage.get<string>(PROVINCE_STORAGE_KEY) ?? '',
  session: 'unknown',
  provincePickerOpen: false,
})

/** Keeps the province for the next visit: in storage (docs/spec-rules.md, States) and in the cookie the bff reads. */
function rememberProvince(province: string): void {
  storage.set(PROVINCE_STORAGE_KEY, province)
  writeProvinceCookie(province)
}
// A province picked before the cookie existed reaches the bff from now on.
writeProvinceCookie(user.province)

export function chooseProvince(province: string): void {
  user.province = province
  user.provincePickerOpen = false
  rememberProvince(province)
}

export function openProvincePicker(): void {
  user.provincePickerOpen = true
}

export function closeProvincePicker(): void {
  user.provincePickerOpen = false
}

/** Merges a fetched profile; an empty province keeps the one the visitor picked (docs/spec-rules.md, States). */
export function mergeProfile(profile: UserProfile): void {
  const province = profile.province || user.province
  Object.assign(user, profile, { province, session: 'user' as const })
  if (province) rememberProvince(province)
}

/** Logout and a lost session: everything goes except the province. */
export function resetUser(): void {
  const province = user.province
  Object.assign(user, EMPTY_PROFILE, { province, session: 'anonymous' as const, provincePickerOpen: false })
}
