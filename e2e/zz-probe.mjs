import { chromium } from 'playwright-core'

const base = 'http://127.0.0.1:3879'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const paths = process.argv.slice(2)
for (const [i, p] of paths.entries()) {
  const phone = p.startsWith('phone:')
  const path = phone ? p.slice(6) : p
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 768 } },
  )
  await context.addInitScript(() => localStorage.setItem('gb-web-province', JSON.stringify('江苏')))
  const page = await context.newPage()
  page.on('response', (r) => {
    if (r.status() >= 400) console.log('HTTP', r.status(), r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text())
  })
  page.on('pageerror', (e) => console.log('pageerror', String(e)))
  await page.goto(base + path)
  await page.waitForTimeout(2500)
  console.log(path, 'overflow', await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
  await page.screenshot({ path: `/tmp/seed-majors/shots/${i}.png`, fullPage: true })
  await context.close()
}
await browser.close()
