import { NAV_ITEMS, SHELL_TEXT, SITE_NAME } from '@gaokao/contracts'
import type { Plugin } from 'vite'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The header as plain HTML, so the first paint does not wait for the scripts
 * (on a phone they take seconds to arrive and run): the site's name and the
 * eight navigation entries, ordinary links that work before the app starts.
 * React replaces it on its first render with the real header, drawn the same
 * size (global.css .boot-*, after Header.module.css), so nothing moves.
 */
export function bootShellHtml(): string {
  const links = NAV_ITEMS.map((item) => `<a class="boot-link" href="${item.path}">${escapeHtml(item.label)}</a>`).join(
    '',
  )
  return [
    '<header class="boot-header"><div class="boot-inner">',
    `<a class="boot-brand" href="/"><img src="/favicon.svg" alt="" width="28" height="28"><span>${escapeHtml(SITE_NAME)}</span></a>`,
    `<nav class="boot-nav" aria-label="${escapeHtml(SHELL_TEXT.mainNavigation)}">${links}</nav>`,
    '</div></header>',
  ].join('')
}

export function bootShellPlugin(): Plugin {
  return {
    name: 'gaokao-boot-shell',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${bootShellHtml()}</div>`),
  }
}
