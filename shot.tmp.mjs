import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [,, path, out, width = '1280', mode = 'no'] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = []; page.on('console', (m) => m.type() === 'error' && errors.push(m.text())); page.on('pageerror', (e) => errors.push(String(e)));
const res = await page.goto('http://127.0.0.1:4330' + path);
await page.waitForTimeout(1500);
if (mode === 'close') { await page.keyboard.press('Escape'); await page.waitForTimeout(500); }
if (mode === 'full' || mode === 'close') await page.screenshot({ path: out, fullPage: true }); else await page.screenshot({ path: out });
console.log(path, res.status(), errors);
await browser.close();
