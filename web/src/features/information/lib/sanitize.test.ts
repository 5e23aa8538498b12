import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './sanitize'

describe('sanitizeArticleHtml', () => {
  it('keeps the markup articles are written in', () => {
    const html =
      '<p>一分一段表<strong>很重要</strong></p><h3>表格</h3><table><thead><tr><th>分数</th></tr></thead><tbody><tr><td>600</td></tr></tbody></table><ul><li>一</li></ul><ol><li>二</li></ol>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('removes scripts, event handlers, javascript: links, iframes, styles and forms', () => {
    const html = [
      '<p onclick="alert(1)">点我</p>',
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:window.hacked=true">链接</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>window.hacked = true</script></svg>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<p style="position:fixed" id="root">覆盖</p>',
    ].join('')
    const clean = sanitizeArticleHtml(html)
    expect(clean).toBe('<p>点我</p>链接<p>覆盖</p>')
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|style|form|id=/i)
  })

  it('keeps an ordinary link, opening it in a new tab without opener', () => {
    expect(sanitizeArticleHtml('<a href="https://www.gov.cn/" title="t">政府网</a>')).toBe(
      '<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">政府网</a>',
    )
  })

  it('keeps a link to a page of this site', () => {
    expect(sanitizeArticleHtml('<a href="/rank">一分一段</a>')).toBe(
      '<a href="/rank" target="_blank" rel="noopener noreferrer nofollow">一分一段</a>',
    )
  })

  it('turns a link that is not http(s) or a site path into its plain text', () => {
    const html = [
      '<p><a href="//evil.example/x">别的网站</a></p>',
      '<p><a href="/\\evil.example">反斜杠</a></p>',
      '<p><a href="mailto:a@b.cn"><strong>邮件</strong></a></p>',
      '<p><a href="data:text/html,hi">数据</a></p>',
      '<p><a href="relative/page">相对</a></p>',
    ].join('')
    expect(sanitizeArticleHtml(html)).toBe(
      '<p>别的网站</p><p>反斜杠</p><p><strong>邮件</strong></p><p>数据</p><p>相对</p>',
    )
  })

  it('does not run anything while sanitizing', () => {
    const w = window as unknown as { hacked?: boolean }
    sanitizeArticleHtml('<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>')
    expect(w.hacked).toBeUndefined()
  })
})
