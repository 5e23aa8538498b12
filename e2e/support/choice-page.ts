import { PLANNING_PAGE_TEXT } from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { exactly } from './account.js'
import { pageSettled, settled } from './settled.js'

// The /choice page and its volunteer table as the planning suite drives them (e2e/planning.e2e.ts).

const T = PLANNING_PAGE_TEXT

export const options = (page: Page) => page.getByRole('tabpanel').locator('li[data-option]')
export const lines = (page: Page) => page.locator('ol li[data-line-id]')
export const lineIds = (page: Page) => lines(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-line-id')))

export async function noSideScroll(page: Page): Promise<void> {
  await pageSettled(page)
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number)
}

/** Opens a band's tab and waits until the list shows that band (it keeps the previous one until then). */
export async function showBand(page: Page, band: '冲' | '稳' | '保'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${band}（`) }).click()
  const inBand = new RegExp(`${band} (\\d+%|>99%|<1%)`)
  const outOfBand = async () => {
    const texts = await options(page).allTextContents()
    return texts.length === 0 ? ['(none yet)'] : texts.filter((t) => !inBand.test(t)).map((t) => t.slice(0, 60))
  }
  await expect.poll(outOfBand, { timeout: 15_000 }).toEqual([])
}

/** Adds the first `count` options of a band tab that are not in the table yet. */
export async function addFromBand(page: Page, band: '冲' | '稳' | '保', count: number): Promise<void> {
  await showBand(page, band)
  for (let i = 0; i < count; i++) {
    const button = options(page)
      .getByRole('button', { name: new RegExp(`^${T.add}：`) })
      .first()
    const label = (await button.getAttribute('aria-label')) ?? ''
    await button.click()
    await expect.poll(() => page.getByRole('button', { name: label.replace(T.add, T.added) }).isVisible()).toBe(true)
  }
}

/** Drags a line by its handle until the line's centre sits on the target line's centre. */
export async function drag(page: Page, line: Locator, target: Locator): Promise<void> {
  await settled(line)
  await settled(target)
  const handle = await line.getByRole('button', { name: /^拖动排序/ }).boundingBox()
  const from = await line.boundingBox()
  const to = await target.boundingBox()
  if (!handle || !from || !to) throw new Error('nothing to drag')
  const x = handle.x + handle.width / 2
  const y = handle.y + handle.height / 2
  const dy = to.y + to.height / 2 - (from.y + from.height / 2)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + 12, { steps: 4 })
  await page.mouse.move(x, y + dy, { steps: 20 })
  await page.mouse.up()
}

/** Opens a Semi multi-select by its label, picks options by their text, and closes it. */
export async function pick(page: Page, label: string, choices: readonly string[]): Promise<void> {
  await page.getByRole('combobox', { name: label }).click()
  // Each option once the list has come to rest: it is placed as it opens, and moves as the field grows.
  for (const choice of choices) {
    const item = page.locator('.semi-select-option').filter({ hasText: exactly(choice) })
    await (await settled(item)).click()
  }
  await page.keyboard.press('Escape')
}

/** The requirement a card or line prints (选科要求：物理+化学), read up to where the next fact starts. */
export function requirementOf(text: string): string {
  return text.match(/选科要求：((?:物理|化学|历史|思想政治|不限|\+|、)+)/)?.[1] ?? ''
}

export async function summaryRank(page: Page): Promise<string | undefined> {
  const text = (await page.getByRole('region', { name: T.summaryTitle }).textContent()) ?? ''
  return text.match(/位次（\d{4}年）([\d,]+)/)?.[1]
}
