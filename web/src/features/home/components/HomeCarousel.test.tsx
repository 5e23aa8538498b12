import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HomeCarousel } from './HomeCarousel'

// The router's Link as a marked anchor: the test tells in-app navigation from ordinary links.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className} data-router-link="">
      {children}
    </a>
  ),
}))

const FETCHED = [
  { filePath: '/img/plan.png', url: '/plan' },
  { filePath: '/img/gov.png', url: 'https://www.gov.cn/' },
  { filePath: '/img/js.png', url: 'javascript:alert(1)' },
  { filePath: '/img/data.png', url: 'data:text/html,<script>alert(1)</script>' },
  { filePath: '/img/other.png', url: '//evil.example/x' },
  { filePath: '/img/tab.png', url: 'java\tscript:alert(1)' },
]
vi.mock('../../../api/reference/carousel', () => ({ useCarousel: () => ({ data: FETCHED }) }))

/** The link each banner image sits in: its href and whether the router handles it; null when there is none. */
function linkOf(container: HTMLElement, filePath: string) {
  const image = container.querySelector(`img[src="${filePath}"]`)
  expect(image, filePath).not.toBeNull()
  const link = image?.closest('a')
  return link ? { href: link.getAttribute('href'), router: link.hasAttribute('data-router-link') } : null
}

describe('the home carousel', () => {
  it('links a banner to a site path in the app, to an http(s) URL outside, and to nothing else', () => {
    const { container } = render(<HomeCarousel />)
    expect(linkOf(container, '/img/plan.png')).toEqual({ href: '/plan', router: true })
    expect(linkOf(container, '/img/gov.png')).toEqual({ href: 'https://www.gov.cn/', router: false })
    for (const unsafe of ['/img/js.png', '/img/data.png', '/img/other.png', '/img/tab.png']) {
      expect(linkOf(container, unsafe), unsafe).toBeNull()
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
    expect(hrefs.filter((h) => !h.startsWith('/') || h.startsWith('//'))).toEqual(['https://www.gov.cn/'])
  })
})
