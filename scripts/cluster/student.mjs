import { createHash } from 'node:crypto'
import { currentAdmissionYear } from '@gaokao/contracts'

/** The MD5 of a password, as the SPA sends it (docs/spec-rules.md, Calls). */
export const md5 = (text) => createHash('md5').update(text).digest('hex')

export const PASSWORD_MD5 = md5('cluster1234')

let counter = 0
/** A phone number no earlier run used: codes and lockouts are per phone. */
export function freshPhone() {
  counter += 1
  const stamp = (Date.now() % 1_000_000).toString().padStart(6, '0')
  return `136${stamp}${String(counter % 100).padStart(2, '0')}`
}

/** A complete student profile, as the profile form saves it. */
export function profile(nickName) {
  return {
    nickName,
    sex: '女',
    nation: '汉族',
    language: '英语',
    freshGraduate: '1',
    localArea: ['320000', '320100'],
    province: '江苏',
    gkYear: currentAdmissionYear(new Date()),
    score: 600,
    xk: '物/化/生',
    uType: '0',
  }
}
