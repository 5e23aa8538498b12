import { describe, expect, it } from 'vitest'
import { isValidPhone, maskPhone, phoneError } from '../src/rules/phone.js'

describe('phone pattern: 11 digits, a leading 1, then 3-9', () => {
  it.each(['13800000001', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
    expect(phoneError(phone)).toBeUndefined()
  })

  it.each([
    ['12800000001', 'second digit 2'],
    ['10800000001', 'second digit 0'],
    ['23800000001', 'leading 2'],
    ['1380000000', '10 digits'],
    ['138000000011', '12 digits'],
    ['1380000000a', 'a letter'],
  ])('refuses %s (%s) with 请输入正确的手机号', (phone) => {
    expect(isValidPhone(phone)).toBe(false)
    expect(phoneError(phone)).toBe('请输入正确的手机号')
  })

  it('asks for a phone when empty or blank', () => {
    expect(phoneError('')).toBe('请输入手机号')
    expect(phoneError('   ')).toBe('请输入手机号')
    expect(phoneError(undefined)).toBe('请输入手机号')
  })

  it('trims the input before checking', () => {
    expect(phoneError(' 13800000001 ')).toBeUndefined()
  })
})

describe('phone masking', () => {
  it('hides the middle four digits of an 11-digit phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001')
    expect(maskPhone('19912345678')).toBe('199****5678')
  })

  it('leaves anything that is not 11 digits as it is', () => {
    expect(maskPhone('12345')).toBe('12345')
    expect(maskPhone('')).toBe('')
  })
})
