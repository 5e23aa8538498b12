import DOMPurify from 'dompurify'
import { safeHref } from '../../../lib/safe-link'

/**
 * The markup an article may use (upstream/data/README.md: p, h3, ul, ol, li,
 * strong, table ...), plus a few harmless inline tags. Everything else goes,
 * and no attribute survives but a link's href: no style, no event handler,
 * no id to clobber. A link whose href is not http(s) or a path of this site
 * (lib/safe-link.ts) becomes its plain text: DOMPurify lets //host, mailto:
 * and relative URLs through.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
]
const ALLOWED_ATTR = ['href']

/** An article's body made safe to render: stored HTML is untrusted, whoever wrote it. */
export function sanitizeArticleHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
  // Links leave the site in a new tab without handing it window.opener. A template's content is inert.
  const box = document.createElement('template')
  box.innerHTML = clean
  for (const a of box.content.querySelectorAll('a')) {
    const href = safeHref(a.getAttribute('href') ?? '')
    if (href === undefined) {
      a.replaceWith(...a.childNodes)
      continue
    }
    a.setAttribute('href', href)
    a.setAttribute('target', '_blank')
    a.setAttribute('rel', 'noopener noreferrer nofollow')
  }
  return box.innerHTML
}
