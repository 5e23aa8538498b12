import {
  loginByPassWord,
  loginVerifyCode,
  SESSION_PATHS,
  sendVerifyCode,
  updatePassWord,
  userRegistration,
} from '@gaokao/contracts'
import { call, request } from '../../../lib/api-client'
import { md5 } from '../../../lib/md5'

/**
 * The account calls. Passwords leave the browser only as their MD5 (docs/spec-rules.md, Calls);
 * the token the upstream issues never reaches this code: the bff keeps it in
 * an httpOnly cookie and answers without it.
 */
export const accountApi = {
  sendCode: (phone: string, registering: boolean) => call(sendVerifyCode, { phone, isSignIn: registering ? '1' : '' }),
  loginWithCode: (phone: string, verifyCode: string) => call(loginVerifyCode, { phone, verifyCode }),
  loginWithPassword: (phone: string, password: string) => call(loginByPassWord, { phone, passWord: md5(password) }),
  register: (phone: string, verifyCode: string, password: string) =>
    call(userRegistration, { phone, verifyCode, passWord: md5(password) }),
  changePassword: (phone: string, verifyCode: string, password: string) =>
    call(updatePassWord, { phone, verifyCode, passWord: md5(password) }),
  logout: () => request(SESSION_PATHS.logout, { silent: true }),
}
