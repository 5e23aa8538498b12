import { describe, expect, it } from 'vitest'
import { confirmPasswordError, passwordError } from '../src/rules/password.js'

describe('password length 6-20', () => {
  it('asks for a password when empty', () => {
    expect(passwordError('')).toBe('请输入密码')
    expect(passwordError(undefined)).toBe('请输入密码')
  })

  it.each(['abcde', 'a'.repeat(21)])('refuses %s with 请输入6-20位密码', (password) => {
    expect(passwordError(password)).toBe('请输入6-20位密码')
  })

  it.each(['abcdef', 'a'.repeat(20), 'demo1234'])('accepts %s', (password) => {
    expect(passwordError(password)).toBeUndefined()
  })

  it('wants the confirmation to equal the password', () => {
    expect(confirmPasswordError('demo1234', 'demo1234')).toBeUndefined()
    expect(confirmPasswordError('demo1234', 'demo12345')).toBe('两次输入的密码不一致')
  })
})
