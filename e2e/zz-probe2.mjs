import { chromium } from 'playwright-core'

const base = 'http://127.0.0.1:3879'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
await context.addInitScript(() => localStorage.setItem('gb-web-province', JSON.stringify('江苏')))
const page = await context.newPage()
await page.goto(base + '/search')
const box = page.getByRole('main').getByRole('combobox')
await box.fill('护理')
await box.press('Enter')
await page.waitForTimeout(3000)
console.log(page.url())
console.log(await page.getByRole('main').innerText())
console.log(await page.getByRole('region').evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby'))))
await page.screenshot({ path: '/tmp/seed-majors/shots/hl.png' })
await browser.close()
