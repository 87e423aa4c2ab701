/**
 * npm run lighthouse [-- PATH ...]
 * Lighthouse over pages of the production build (`npm run lighthouse` builds it first), served
 * as Netlify serves it (scripts/lib/built-site/site-server.ts: its headers, pretty URLs, 404,
 * HTTP/2 over TLS with a certificate made for the run) and loaded in the system Chromium, as a
 * phone (Lighthouse's default throttled mobile) and as a desktop. Prints per page the four
 * category scores, LCP, TBT and CLS, and Lighthouse's index of the host's speed during the run
 * (TBT swings with it, the build unchanged); then each page's LCP element and where its time
 * went. Writes bench-results/lighthouse.json. Measures; asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/built-site/chromium.ts';
import { printTable, runMain } from './lib/cli/main.ts';
import { readEnv, siteToolsEnv } from './lib/settings/env.ts';
import { startSiteServer } from './lib/built-site/site-server.ts';
import { lcpBreakdown, type LcpBreakdown } from './lib/built-site/lcp-breakdown.ts';
import { localCertificate } from './lib/built-site/local-tls.ts';

const DEFAULT_PATHS = ['/', '/gallery/15/', '/notice/', '/contact/', '/our team/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORM_FACTORS: Array<[string, Config | undefined]> = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];
const RESULTS = resolve('bench-results');

interface Row {
  path: string;
  formFactor: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | undefined;
  /** The LCP element and where its time went (Lighthouse's LCP breakdown), so a regression names its cause. */
  lcp: LcpBreakdown;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Lighthouse's measure of the host's speed during the run: TBT swings with it, the build unchanged. */
  benchmarkIndex: number | undefined;
}

runMain(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
  const chromePath = chromiumPath();
  const server = await startSiteServer({
    dir: readEnv(siteToolsEnv).SITE_OUT_DIR,
    configPath: 'netlify.toml',
    // Over HTTP/1.1 a phone's simulated load waits for six connections; visitors get HTTP/2.
    tls: await localCertificate(),
  });
  const { url } = server;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
  });
  const rows: Row[] = [];
  try {
    for (const path of paths) {
      for (const [formFactor, config] of FORM_FACTORS) {
        const run = () =>
          lighthouse(
            new URL(encodeURI(path), url).href,
            { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
            config,
          );
        let result = await run();
        // Chromium now and then records no navigation in its trace; Lighthouse's advice is to run again.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++)
          result = await run();
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue;
        rows.push({
          path,
          formFactor,
          scores: Object.fromEntries(
            CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]),
          ) as Row['scores'],
          lcpMs: audit('largest-contentful-paint'),
          lcp: lcpBreakdown(lhr.audits['lcp-breakdown-insight']?.details),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, 'lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
  const score = (value: number | null) =>
    value === null ? 'n/a' : String(Math.round(value * 100));
  const table = [
    ['page', 'device', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'host speed'],
    ...rows.map((row) => [
      row.path,
      row.formFactor,
      ...CATEGORIES.map((category) => score(row.scores[category])),
      row.lcpMs === undefined ? 'n/a' : `${(row.lcpMs / 1000).toFixed(2)} s`,
      row.tbtMs === undefined ? 'n/a' : `${Math.round(row.tbtMs)} ms`,
      row.cls === undefined ? 'n/a' : row.cls.toFixed(3),
      row.benchmarkIndex === undefined ? 'n/a' : String(Math.round(row.benchmarkIndex)),
    ]),
  ];
  printTable(table);
  console.log('');
  printTable([
    ['page', 'device', 'LCP element', 'where its time went'],
    ...rows.map((row) => [row.path, row.formFactor, row.lcp.element, row.lcp.parts]),
  ]);
  console.log(`written to ${join(RESULTS, 'lighthouse.json')}`);
}, 'lighthouse');
