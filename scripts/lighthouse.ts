/**
 * npm run lighthouse [-- --runs N] [--slowdown N] [PATH ...]
 * Lighthouse over pages of the production build (`npm run lighthouse` builds it first), served
 * as Netlify serves it (scripts/lib/built-site/site-server.ts: its headers, pretty URLs, 404,
 * HTTP/2 over TLS with a certificate made for the run) and loaded in the system Chromium, as a
 * phone (Lighthouse's default throttled mobile) and as a desktop, each page `--runs` times
 * (default 3); `--slowdown` sets the phone's CPU slowdown (Lighthouse's 4 by default; 6 on a
 * host of speed 3,800 acts as 4 on one of 2,500, the slow host a phone's score must survive).
 * Prints per page and device the median of the four category scores, LCP, TBT and
 * CLS with their spread, and Lighthouse's index of the host's speed (TBT swings with it, the
 * build unchanged); then each page's LCP element and where its time went, and the long tasks of
 * its median phone run by script and kind of work. Writes every run to
 * bench-results/lighthouse.json. Measures; asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/built-site/chromium.ts';
import { printTable, runMain, UsageError } from './lib/cli/main.ts';
import { readEnv, siteToolsEnv } from './lib/settings/env.ts';
import { startSiteServer } from './lib/built-site/site-server.ts';
import { lcpBreakdown, type LcpBreakdown } from './lib/built-site/lcp-breakdown.ts';
import { longTasksOfTrace, type LongTask } from './lib/built-site/long-tasks.ts';
import { medianRun, spreadOf, spreadText } from './lib/built-site/lighthouse-runs.ts';
import { localCertificate } from './lib/built-site/local-tls.ts';

const DEFAULT_PATHS = ['/', '/gallery/15/', '/notice/', '/contact/', '/our team/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORM_FACTORS: Array<[string, Config | undefined]> = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];
const RESULTS = resolve('bench-results');

interface Run {
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
  /** What blocked the main thread, so a grown TBT names its script and its kind of work. */
  longTasks: LongTask[];
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, slowdown: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new UsageError('--runs takes a whole number from 1 to 20');
  const slowdown = values.slowdown === undefined ? undefined : Number(values.slowdown);
  if (slowdown !== undefined && !(slowdown >= 1 && slowdown <= 20))
    throw new UsageError('--slowdown takes a number from 1 to 20');
  return { runs, slowdown, paths: positionals.length > 0 ? positionals : DEFAULT_PATHS };
}

/** One Lighthouse run of a page, as the phone (no config) or with the config's device. */
async function measure(
  href: string,
  port: number,
  config: Config | undefined,
  slowdown: number | undefined,
): Promise<Omit<Run, 'path' | 'formFactor'>> {
  const run = () =>
    lighthouse(
      href,
      {
        port,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The phone's only: the desktop preset runs unthrottled.
        ...(slowdown && !config ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
      },
      config,
    );
  let result = await run();
  // Chromium now and then records no navigation in its trace; Lighthouse's advice is to run again.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++)
    result = await run();
  if (!result) throw new Error(`Lighthouse returned nothing for ${href}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${href}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]),
    ) as Run['scores'],
    lcpMs: audit('largest-contentful-paint'),
    lcp: lcpBreakdown(lhr.audits['lcp-breakdown-insight']?.details),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks: longTasksOfTrace(
      result.artifacts.Trace,
      lhr.configSettings.throttling.cpuSlowdownMultiplier,
    ),
  };
}

runMain(async () => {
  const { runs: count, slowdown, paths } = options();
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
  const runs: Run[] = [];
  try {
    // Round by round, so a slow spell of the host spreads over every page rather than one.
    for (let round = 0; round < count; round++)
      for (const path of paths)
        for (const [formFactor, config] of FORM_FACTORS)
          runs.push({
            path,
            formFactor,
            ...(await measure(new URL(encodeURI(path), url).href, chrome.port, config, slowdown)),
          });
  } finally {
    chrome.kill();
    await server.close();
  }

  await mkdir(RESULTS, { recursive: true });
  await writeFile(join(RESULTS, 'lighthouse.json'), `${JSON.stringify(runs, null, 2)}\n`);
  report(runs, paths);
  console.log(`written to ${join(RESULTS, 'lighthouse.json')}`);
}, 'lighthouse');

function report(runs: readonly Run[], paths: readonly string[]): void {
  const pages = paths.flatMap((path) =>
    FORM_FACTORS.map(([formFactor]) => ({
      path,
      formFactor,
      runs: runs.filter((run) => run.path === path && run.formFactor === formFactor),
    })),
  );
  const score = (value: number) => String(Math.round(value * 100));
  const ms = (value: number) => `${Math.round(value)} ms`;
  const spread = (page: (typeof pages)[number], value: (run: Run) => number | null | undefined) =>
    spreadOf(page.runs.map(value));
  printTable([
    ['page', 'device', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'host speed'],
    ...pages.map((page) => [
      page.path,
      page.formFactor,
      ...CATEGORIES.map((category) =>
        spreadText(
          spread(page, (run) => run.scores[category]),
          score,
        ),
      ),
      spreadText(
        spread(page, (run) => run.lcpMs),
        (value) => `${(value / 1000).toFixed(2)} s`,
      ),
      spreadText(
        spread(page, (run) => run.tbtMs),
        ms,
      ),
      spreadText(
        spread(page, (run) => run.cls),
        (value) => value.toFixed(3),
      ),
      spreadText(
        spread(page, (run) => run.benchmarkIndex),
        (value) => String(Math.round(value)),
      ),
    ]),
  ]);
  const medians = pages.map((page) => ({
    ...page,
    median: medianRun(page.runs, (run) => run.tbtMs),
  }));
  console.log('');
  printTable([
    ['page', 'device', 'LCP element (median TBT run)', 'where its time went'],
    ...medians.map(({ path, formFactor, median }) => [
      path,
      formFactor,
      median?.lcp.element ?? 'n/a',
      median?.lcp.parts ?? 'n/a',
    ]),
  ]);
  console.log('');
  printTable([
    ['page', 'device', 'long task (median TBT run)', 'script', 'work'],
    ...medians.flatMap(({ path, formFactor, median }) =>
      (median?.longTasks ?? []).map((task) => [
        path,
        formFactor,
        `at ${ms(task.startMs)}, ${ms(task.durationMs)}`,
        task.source,
        task.work,
      ]),
    ),
  ]);
}
