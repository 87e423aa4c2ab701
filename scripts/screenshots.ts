/**
 * npm run screenshots [-- --out DIR --widths 390,1280 PATH ...]
 * Full-page screenshots of the built site (run `npm run build` first), served as Netlify
 * serves it, in the system Chromium. Without arguments it regenerates the README's pictures
 * (docs/screenshots/: the home page and three inner pages, at 1280 px and 390 px).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/built-site/chromium.ts';
import { runMain } from './lib/cli/main.ts';
import { wholeNumber } from '../src/lib/settings.ts';
import { readEnv, readFlag, siteToolsEnv } from './lib/settings/env.ts';
import { startSiteServer } from './lib/built-site/site-server.ts';

const README_PAGES = ['/', '/about/2/', '/our team/', '/notice/'];
const HEIGHT = { 390: 844, 768: 1024, 1280: 900, 1920: 1080 } as Record<number, number>;

/** "/our team/" → "our-team", "/" → "home". */
const nameOf = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

runMain(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'docs/screenshots' },
      widths: { type: 'string', default: '1280,390' },
      viewport: { type: 'boolean', default: false },
    },
  });
  const paths = positionals.length > 0 ? positionals : README_PAGES;
  const widths = values.widths
    .split(',')
    .map((width) => readFlag(wholeNumber(1280, 1), width, '--widths'));
  await mkdir(values.out, { recursive: true });
  const server = await startSiteServer({
    dir: readEnv(siteToolsEnv).SITE_OUT_DIR,
    configPath: 'netlify.toml',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    for (const width of widths) {
      const page = await browser.newPage({
        viewport: { width, height: HEIGHT[width] ?? 900 },
        reducedMotion: 'reduce',
      });
      for (const path of paths) {
        await page.goto(server.url + encodeURI(path), { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        // Scroll through once so lazy images and islands (client:visible) load, as for a reader.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // The home page's pop-up would cover everything the picture is meant to show.
        await page.keyboard.press('Escape');
        const file = join(values.out, `${nameOf(path)}-${width}.png`);
        const shot = await page.screenshot({ fullPage: !values.viewport, animations: 'disabled' });
        // A palette PNG: a fifth of the bytes, no visible difference on flat illustrations and text.
        await writeFile(
          file,
          await sharp(shot).png({ palette: true, quality: 85, compressionLevel: 9 }).toBuffer(),
        );
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}, 'screenshots');
