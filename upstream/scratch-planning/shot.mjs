import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3292'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const width = Number(process.env.W || 1366)
const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base, locale: 'zh-CN' })
await ctx.addInitScript(() => localStorage.setItem('gb-web-province', JSON.stringify('江苏')))
const page = await ctx.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()) })
page.on('pageerror', (e) => console.log('page error:', String(e)))
await page.goto('/')
const r = await page.evaluate(async () => {
  const res = await fetch('/api/v1/web/loginByPassWord', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'gaokao-web' }, body: JSON.stringify({ phone: '13800000001', passWord: '6e9bece1914809fb8493146417e722f6' }) })
  return res.status
})
console.log('login', r)
for (const path of (process.env.PATHS || '/choice').split(',')) {
  await page.goto(path)
  await page.waitForTimeout(Number(process.env.WAIT || 4000))
  const name = path.replace(/[^a-z0-9]/gi, '_')
  if (process.env.SCROLL) { await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.SCROLL)); await page.waitForTimeout(300) }
  await page.screenshot({ path: `/tmp/planning-stack/shot${name}-${width}.png`, fullPage: process.env.FULL === '1' })
  console.log('shot', name, await page.evaluate(() => document.documentElement.scrollWidth))
}
await browser.close()
