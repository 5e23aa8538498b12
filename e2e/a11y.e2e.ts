/**
 * axe-core on every page of the site (docs/accessibility.md): no serious or critical
 * violation from our own markup. Violations whose element is Semi UI's own
 * (class semi-*) are reported in artifacts/e2e/a11y.json and must be listed
 * with their workaround in docs/accessibility.md.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { DIALOG_TEXT } from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ROOT } from './production-files.js'
import { artifact, useBrowser, withProvince } from './support/browser.js'
import { settled } from './support/settled.js'
import { loginDemoStudent, openSettled, sitePages } from './support/site-pages.js'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DOC = readFileSync(join(ROOT, 'docs/accessibility.md'), 'utf8')
const browser = useBrowser()

interface Finding {
  url: string
  rule: string
  impact: string
  help: string
  from: 'ours' | 'semi'
  target: string
  html: string
}

/** axe's WCAG 2.1 A/AA rules on the page as it is now; the script is evaluated, so the bff's CSP does not block it. */
async function audit(page: Page, url: string): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string }[] }[]
    }
    return result.violations
  })
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      url,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      // The failing element is Semi's own markup when it carries a semi-* class.
      from: fromSemi(v.id, node) ? 'semi' : 'ours',
      target: node.target.join(' '),
      html: node.html.slice(0, 200),
    })),
  )
}

/** Rules about names and labels: the component's user supplies those, so a miss is ours even on Semi's markup. */
const OUR_RULES = new Set([
  'label',
  'button-name',
  'link-name',
  'image-alt',
  'input-button-name',
  'select-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'document-title',
  'label-content-name-mismatch',
  'html-has-lang',
])

/**
 * The failing element is Semi's own markup (a semi-* class on it); for naming
 * rules only Semi's internal elements count (the search input inside a Select),
 * since the Select's own label is ours to give.
 */
function fromSemi(rule: string, node: { target: string[]; html: string }): boolean {
  const own = /class="[^"]*\bsemi-/.test(node.html.slice(0, node.html.indexOf('>') + 1))
  if (!OUR_RULES.has(rule)) return own
  return own && node.target.join(' ').includes('.semi-select-selection')
}

const severe = (f: Finding) => f.impact === 'serious' || f.impact === 'critical'

describe('accessibility: axe on every route', () => {
  const findings: Finding[] = []

  it('finds no serious or critical violation from our code on any public page', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    for (const { route, url } of sitePages().filter((p) => !p.route.requiresAuth)) {
      await openSettled(session.page, url)
      expect(new URL(session.page.url()).pathname, route.path).toBe(url)
      findings.push(...(await audit(session.page, url)))
    }
    const ours = findings.filter((f) => f.from === 'ours' && severe(f))
    expect(ours, JSON.stringify(ours, null, 1)).toEqual([])
  })

  it('finds none on a first visit either, with the province picker open', async () => {
    const { page } = await browser.open()
    await openSettled(page, '/')
    const picker = page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })
    await expect.poll(() => picker.isVisible()).toBe(true)
    // Audited once it has faded in: text at part opacity fails contrast.
    await settled(picker)
    const found = await audit(page, '/ (first visit)')
    findings.push(...found)
    const ours = found.filter((f) => f.from === 'ours' && severe(f))
    expect(ours, JSON.stringify(ours, null, 1)).toEqual([])
  })

  it('finds no serious or critical violation from our code on any page behind the login (demo student)', async () => {
    const session = await browser.open()
    await withProvince(session, '江苏')
    await session.page.goto('/')
    await loginDemoStudent(session.page)
    const guarded = sitePages().filter((p) => p.route.requiresAuth)
    const before = findings.length
    for (const { url } of guarded) {
      // A page that needs data it was not given (a wish list id) sends the user on: audit where it lands.
      await openSettled(session.page, url)
      findings.push(...(await audit(session.page, `${url} -> ${new URL(session.page.url()).pathname}`)))
    }
    const ours = findings.slice(before).filter((f) => f.from === 'ours' && severe(f))
    expect(ours, JSON.stringify(ours, null, 1)).toEqual([])
  })

  it("lists every serious or critical violation in Semi UI's markup in docs/accessibility.md", () => {
    writeFileSync(artifact('a11y.json'), JSON.stringify(findings, null, 1))
    const semiRules = [...new Set(findings.filter((f) => f.from === 'semi' && severe(f)).map((f) => f.rule))]
    for (const rule of semiRules) expect(DOC, `docs/accessibility.md lists ${rule}`).toContain(`\`${rule}\``)
  })
})
