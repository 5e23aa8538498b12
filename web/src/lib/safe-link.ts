/** Where a link from the upstream may lead: a page of this site, or a web page elsewhere. */
export type LinkTarget = { kind: 'site'; path: string } | { kind: 'web'; href: string }

/**
 * Whitespace, control characters and backslashes have no place in a link we
 * publish, and browsers read them generously: a tab inside "java\tscript:"
 * is dropped, "/\evil.example" is "//evil.example", another host.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/

/**
 * A link target the upstream gave us (a carousel banner, a college's
 * website, an article's link, a payment page), checked before it becomes an
 * href or a navigation: only http(s) URLs and paths of this site (one
 * leading `/`) pass. Anything else (javascript:, data:, //host, a relative
 * or mistyped URL) is undefined: the caller shows plain text instead of a
 * link. Surrounding spaces are forgiven.
 */
export function linkTarget(raw: string): LinkTarget | undefined {
  const link = raw.trim()
  if (link === '' || UNSAFE_CHARACTERS.test(link)) return undefined
  if (link.startsWith('/')) return link.startsWith('//') ? undefined : { kind: 'site', path: link }
  if (!/^https?:\/\/[^/]/i.test(link)) return undefined
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'web', href: url.href } : undefined
  } catch {
    return undefined
  }
}

/** The same as an href: the checked link, or undefined (render no link). */
export function safeHref(raw: string): string | undefined {
  const target = linkTarget(raw)
  return target?.kind === 'site' ? target.path : target?.href
}
