import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { md5 } from './md5'

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('matches RFC 1321 for %j', (input, digest) => {
    expect(md5(input)).toBe(digest)
  })

  it.each(['demo1234', '密码123456', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'w'.repeat(1000)])(
    'agrees with Node crypto for %j (UTF-8, padding boundaries)',
    (input) => {
      expect(md5(input)).toBe(createHash('md5').update(input, 'utf8').digest('hex'))
    },
  )
})
