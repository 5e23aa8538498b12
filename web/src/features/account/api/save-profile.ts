import { type BodyOf, MESSAGE_TEXT, saveUserInfo } from '@gaokao/contracts'
import { call } from '../../../lib/api-client'
import { showMessage } from '../../../stores/messages'
import { mergeProfile } from '../../../stores/user'

export type ProfileBody = BodyOf<typeof saveUserInfo>

/** Saves the student profile; the upstream answers it back with the rank it computed itself. */
export async function saveProfile(body: ProfileBody): Promise<void> {
  mergeProfile(await call(saveUserInfo, body))
  showMessage('success', MESSAGE_TEXT.saved)
}
