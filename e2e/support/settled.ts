import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { artifact } from './browser.js'

/**
 * Parts of a page that never come to rest by design: the home carousel
 * slides on by itself. pageSettled looks past them; settled on an element
 * inside one still waits for it.
 */
const RESTLESS = '.semi-carousel'

/**
 * What still moves in or around the element over two animation frames, or
 * '' once it has come to rest: its box moved or resized, something inside it
 * changed, or a finite animation or transition runs on it, inside it or on
 * an element around it (Semi's dialogs scale in from 0.7, tab panes slide,
 * ECharts draws by rewriting its SVG). Infinite animations (spinners,
 * skeletons) never end, so they are not waited for; nor is what lies inside
 * `ignore`. Runs in the page.
 */
const unrest = async (element: Element, ignore: string): Promise<string> => {
  const ignored = (node: Node | null) => {
    const at = node instanceof Element ? node : (node?.parentElement ?? null)
    return ignore !== '' && at?.closest(ignore) != null
  }
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  const box = () => {
    const r = element.getBoundingClientRect()
    return `${r.x},${r.y} ${r.width}x${r.height}`
  }
  let changed = false
  const observer = new MutationObserver((records) => {
    if (records.some((r) => !ignored(r.target))) changed = true
  })
  observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true })
  const before = box()
  await frame()
  await frame()
  observer.disconnect()
  const after = box()
  const animations = element.getAnimations({ subtree: true })
  for (let up = element.parentElement; up; up = up.parentElement) animations.push(...up.getAnimations())
  const reasons = animations
    .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
    .filter((a) => !ignored((a.effect as KeyframeEffect | null)?.target ?? null))
    .map((a) => `running ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty}`)
  if (before !== after) reasons.push(`moved ${before} -> ${after}`)
  if (changed) reasons.push('its content changed')
  return reasons.join('; ')
}

/**
 * Waits until the element has come to rest, and returns it. Measure a size,
 * a position or what shows only after this: an element reports visible as
 * its opening animation starts, and on a loaded machine the test's next step
 * lands mid-animation (docs/testing.md).
 */
export async function settled(target: Locator): Promise<Locator> {
  await expect.poll(() => target.evaluate(unrest, ''), { message: 'the element comes to rest' }).toBe('')
  return target
}

/** Waits until nothing on the page moves, changes or animates but what never rests (see settled). */
export async function pageSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('body').evaluate(unrest, RESTLESS), { message: 'the page comes to rest' })
    .toBe('')
}

/** A screenshot into artifacts/e2e/, taken once the page has come to rest, never mid-animation. */
export async function snapshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await pageSettled(page)
  await page.screenshot({ path: artifact(name), ...options })
}
