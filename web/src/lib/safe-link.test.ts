import { describe, expect, it } from 'vitest'
import { linkTarget, safeHref } from './safe-link'

describe('links from the upstream', () => {
  it('keeps http(s) URLs, as the browser would read them', () => {
    expect(linkTarget('https://www.pku.edu.cn/')).toEqual({ kind: 'web', href: 'https://www.pku.edu.cn/' })
    expect(linkTarget('HTTP://www.gov.cn')).toEqual({ kind: 'web', href: 'http://www.gov.cn/' })
    expect(safeHref('  https://gaokao.chsi.com.cn/zsgs?x=1#a ')).toBe('https://gaokao.chsi.com.cn/zsgs?x=1#a')
  })

  it('keeps paths of this site', () => {
    expect(linkTarget('/plan')).toEqual({ kind: 'site', path: '/plan' })
    expect(safeHref('/college/10001?tab=plans')).toBe('/college/10001?tab=plans')
    expect(safeHref('/api/v1/pay/sandbox/ABCDEFGH1234')).toBe('/api/v1/pay/sandbox/ABCDEFGH1234')
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: after a control character', '\u0001javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another host without a scheme', '//evil.example/x'],
    ['another host by a backslash', '/\\evil.example'],
    ['a backslash after the scheme', 'https:\\\\evil.example'],
    ['http without slashes', 'http:evil.example'],
    ['a path with a newline', '/plan\n/x'],
    ['mailto:', 'mailto:a@b.cn'],
    ['a relative path', 'plan'],
    ['a scheme-relative path with a tab', '/\t/evil.example'],
    ['a bare host', 'www.pku.edu.cn'],
    ['nothing', ''],
    ['spaces', '   '],
  ])('drops %s', (_label, raw) => {
    expect(linkTarget(raw)).toBeUndefined()
    expect(safeHref(raw)).toBeUndefined()
  })
})
