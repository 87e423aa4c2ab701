import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
const [,, path, out, width = '1280', full = 'no'] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const res = await page.goto('http://127.0.0.1:4330' + path);
console.log(path, res.status());
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
