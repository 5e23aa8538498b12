import { PROVINCE_STORAGE_KEY } from '@gaokao/contracts'
import { proxy } from 'valtio'
import { storage } from '../lib/storage'

/**
 * What the browser knows about the user (spec §3 user info). Server data
 * lives in TanStack Query; this holds only browser state.
 */
export interface UserState {
  province: string
  /** The province picker was asked for (it also opens by itself while no province is known). */
  provincePickerOpen: boolean
}

export const user = proxy<UserState>({
  province: storage.get<string>(PROVINCE_STORAGE_KEY) ?? '',
  provincePickerOpen: false,
})

export function chooseProvince(province: string): void {
  user.province = province
  user.provincePickerOpen = false
  storage.set(PROVINCE_STORAGE_KEY, province)
}

export function openProvincePicker(): void {
  user.provincePickerOpen = true
}

export function closeProvincePicker(): void {
  user.provincePickerOpen = false
}
